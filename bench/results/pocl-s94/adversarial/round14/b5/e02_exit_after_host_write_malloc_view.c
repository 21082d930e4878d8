/* nolist scope over regions on the whole malloc'd array A; update host(A), host writes through A + 4, exit(0) with no update device; atexit prints */
#include <stdio.h>
#include <stdlib.h>
static double *A;
static int N = 15;
static void show(void)
{
    int i;
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
}
static void step(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + 4.0;
}
int main(void)
{
    int i, t;
    A = malloc(sizeof(double) * N);
    for (i = 0; i < N; i++) A[i] = i;
    atexit(show);
#pragma bbmm data
    for (t = 0; t < 6; t++) {
        step(N, A);
#pragma bbmm update host(A)
        if (t == 2) {
            double *w = A + 4;
            w[0] = 99.0;
            w[1] = A[0] + A[N - 1];
            exit(0);
        }
    }
    return 0;
}
