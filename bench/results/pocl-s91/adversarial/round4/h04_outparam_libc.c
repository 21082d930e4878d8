/* libc functions writing elements through pointers between region calls: frexp, modf, sscanf */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N];
static int E[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) { A[i] = A[i] * 1.25 + E[i]; E[i] = E[i] + 1; }
}
int main(void)
{
    int t, i;
    double fr;
    for (i = 0; i < N; i++) { A[i] = i * 0.75; E[i] = i; }
    for (t = 0; t < 3; t++) {
        f(N);
        fr = frexp(A[2], &E[3]);
        fr += modf(A[4], &A[5]);
        sscanf("2.5 7", "%lf %d", &A[6], &E[7]);
        printf("%a\n", fr);
        f(N);
    }
    for (i = 0; i < N; i++) printf("%a %d\n", A[i], E[i]);
    return 0;
}
