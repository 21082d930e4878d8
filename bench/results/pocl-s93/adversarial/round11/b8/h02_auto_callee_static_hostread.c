/* time loop in main calling a helper whose regions write its static local array, which the helper's host code then reads */
#include <stdio.h>
#define N 24
static double U[N];
static double step(int n)
{
    static double w[N];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + 1.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1] - U[i];
    return w[n / 2];
}
int main(void)
{
    int t, i;
    double s = 0.0;
    for (i = 0; i < N; i++) U[i] = i % 5;
    for (t = 0; t < 6; t++)
        s += step(N - (t % 3));
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
