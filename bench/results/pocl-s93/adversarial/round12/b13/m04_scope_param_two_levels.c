/* explicit data scope: host helper norm(G) passes its parameter on to norm2(p), which reads it */
#include <stdio.h>
#define N 16
static double G[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + 1.0;
}
static double norm2(const double *p, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++) s += p[i] * p[i];
    return s;
}
static double norm(const double *q)
{
    return norm2(q, N);
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(N);
        acc += norm(G);
    }
    printf("%a\n", acc);
    return 0;
}
