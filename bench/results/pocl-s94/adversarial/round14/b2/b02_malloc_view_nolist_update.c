/* nolist data scope; regions run only on the view A + n of a malloc'd array; host update host(A) then reads A[n + k] */
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
    double s = 0.0;
    for (i = 0; i < 3 * n; i++) A[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(n, A + n);
#pragma bbmm update host(A)
        s += A[n + 1] + A[n + t];
    }
    printf("%a\n", s);
    for (i = 0; i < 3 * n; i++) printf("%a\n", A[i]);
    free(A);
    return 0;
}
