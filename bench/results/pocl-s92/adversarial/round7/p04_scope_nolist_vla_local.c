/* #pragma bbmm data (no list) around calls of a function whose region uses a VLA it declares (size varies per call) */
#include <stdio.h>
#define N 30
static double U[N];
static void step(int n, int t)
{
    double w[n];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] + t;
#pragma bbmm
    for (i = 0; i < n; i++)
        U[i] = w[n - 1 - i] * 0.5;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = i;
#pragma bbmm data
    for (t = 0; t < 4; t++)
        step(N - 2 * t, t);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
