/* no pragma: a driver with two pointer params runs a region on x in a time loop and writes y[t] on the host; called with y == x */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void step(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
static void run(int n, double *x, double *y)
{
    int t;
    for (t = 0; t < 4; t++) {
        step(n, x);
        y[t] += 10.0;
    }
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = -i; }
    run(N, A, B);
    run(N, A, A);
    run(N - 3, B + 3, B);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
