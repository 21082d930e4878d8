/* nested scopes: outer data(A), inner nolist scope with a region on A + 3 and on A; update host(A) inside the inner one */
#include <stdio.h>
#define N 18
static double A[N], B[N];
static void step(int m, double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < m; i++)
        y[i] = x[i] * 0.5 + y[i];
}
int main(void)
{
    int i, t, r;
    double s = 0.0;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 1.0; }
#pragma bbmm data(A)
    for (r = 0; r < 2; r++) {
#pragma bbmm data
        for (t = 0; t < 3; t++) {
            step(N - 3, B, A + 3);
            step(N, A, B);
#pragma bbmm update host(A)
            s += A[4] + A[N - 1];
        }
        step(N / 2, B + N / 2, A);
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
