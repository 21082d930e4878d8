/* a function remembers an array's address in a static local; another call writes through it */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static double *keep(double *x)
{
    static double *s;
    if (x) s = x;
    return s;
}
static void bump(int k) { keep(0)[k] *= 3.0; }
static void stepA(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] + B[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = 1.0; B[i] = i * 0.25; }
    keep(A);
    for (t = 0; t < 5; t++) {
        stepA(N - t);
        bump(t + 2);
    }
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
