/* nolist scope: a region keeps the view A + n, then a region on A with 2n elements overlaps it (kept array written back and forgotten), then host reads after update host(A) */
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
    int n = 6, i, t;
    double *A = malloc(sizeof(double) * 2 * n);
    double s = 0.0;
    for (i = 0; i < 2 * n; i++) A[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(n, A + n);
        step(2 * n, A);
        step(n - 1, A + n + 1);
#pragma bbmm update host(A)
        s += A[0] + A[n + 1];
    }
    printf("%a\n", s);
    for (i = 0; i < 2 * n; i++) printf("%a\n", A[i]);
    free(A);
    return 0;
}
