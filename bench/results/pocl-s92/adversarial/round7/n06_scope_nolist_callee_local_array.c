/* #pragma bbmm data (no list) around a loop calling a function whose regions use a local (stack) scratch array (host never reads it) */
#include <stdio.h>
#define N 32
static double U[N];
static double step(int n, int t)
{
    double w[N];
    double s;
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + t;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1] - w[i];
    s = 0.0;
    s = n * 0.5;
    return s;
}
int main(void)
{
    int t, i;
    double acc = 0.0;
    for (i = 0; i < N; i++) U[i] = (i % 4) * 0.25;
#pragma bbmm data
    for (t = 0; t < 5; t++)
        acc = acc + step(N - t, t);
    printf("acc=%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
