/* a step function with a local (stack) temporary array filled and read by its two regions, called in a time loop */
#include <stdio.h>
#define N 64
static double A[N];
static void step(int n)
{
    double tmp[N];
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        tmp[i] = A[i] * 0.5;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = tmp[i - 1] + tmp[i + 1];
}
static double probe(int k)
{
    double local[N];
    int i;
    for (i = 0; i < N; i++) local[i] = -i;
    return local[k] + local[N - 1 - k];
}
int main(void)
{
    int t, i;
    double s = 0.0;
    for (i = 0; i < N; i++) A[i] = i % 7;
    for (t = 0; t < 5; t++)
        step(N - 2 * t);
    s = probe(3);
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
