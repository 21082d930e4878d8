/* explicit scope: host qsort of an index array whose comparator reads the kept global */
#include <stdio.h>
#include <stdlib.h>
#define N 8
static double G[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        G[i] = G[i] * 0.5 + 1.0 + i;
}
static int idx[N];
static int cmp(const void *a, const void *b)
{
    double x = G[*(const int *)a], y = G[*(const int *)b];
    return (x < y) - (x > y);
}
int main(void)
{
    int i, t;
    double acc = 0.0;
    for (i = 0; i < N; i++) G[i] = i;
#pragma bbmm data(G)
    for (t = 0; t < 3; t++) {
        step(N);
        for (i = 0; i < N; i++) idx[i] = i; qsort(idx, N, sizeof idx[0], cmp); acc += idx[0] * (t + 1);
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) printf("%a\n", G[i]);
    return 0;
}
