/* nolist data scope; region on the view A + n of a malloc'd array; host writes A[n + 1] between update host(A) and update device(A) */
#include <stdio.h>
#include <stdlib.h>
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    int n = 8, i, t;
    double *A = malloc(sizeof(double) * 3 * n);
    for (i = 0; i < 3 * n; i++) A[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(n, A + n);
#pragma bbmm update host(A)
        A[n + 1] = 100.0 + t;
#pragma bbmm update device(A)
    }
    for (i = 0; i < 3 * n; i++) printf("%a\n", A[i]);
    free(A);
    return 0;
}
