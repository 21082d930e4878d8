/* data(A) scope on a malloc'd A: step(A) then step(A + 3) (view into the kept array) then host update host(A) read, update device(A) */
#include <stdio.h>
#include <stdlib.h>
static void step(int m, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        x[i] = x[i] * 0.5 + (double)i;
}
int main(void)
{
    int n = 14, i, t;
    double *A = malloc(sizeof(double) * n);
    double s = 0.0;
    for (i = 0; i < n; i++) A[i] = i * 3.0;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        step(n, A);
        step(n - 3, A + 3);
#pragma bbmm update host(A)
        s += A[4] + A[n - 1];
        A[5] = s;
#pragma bbmm update device(A)
    }
    printf("%a\n", s);
    for (i = 0; i < n; i++) printf("%a\n", A[i]);
    free(A);
    return 0;
}
