/* explicit scope: update host(A), host writes a sentinel through a view p = A + 2, then exit(0) without update device; atexit prints A and B */
#include <stdio.h>
#include <stdlib.h>
#define N 16
static double A[N], B[N];
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
}
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] * 0.5 + 1.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + B[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    atexit(show);
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
        step(N - t);
#pragma bbmm update host(A)
        if (A[3] > 20.0) {
            double *p = A + 2;
            p[0] = -1.0;
            p[5] = (double)t;
            exit(0);
        }
    }
    return 0;
}
