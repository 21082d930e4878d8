#include <stdio.h>

#define N 40
static double U[N], V[N];

/* (i + 2) % n leaves 0 .. 2n-1 for n = 1: that run falls back to the host */
static void step(int n)
{
#pragma bbmm
    for (int i = 0; i < n; i++)
        V[i] = 0.5 * U[i] + 0.5 * U[(i + 2) % n];
#pragma bbmm
    for (int i = 0; i < n; i++)
        U[i] = V[i] + 0.125;
}

int main(void)
{
    int sizes[] = {40, 1, 7, 1, 2, 40, 3};
    for (int i = 0; i < N; i++) U[i] = V[i] = (i * 7) % 9;
    for (int t = 0; t < 14; t++)
        step(sizes[t % 7]);
    double h = 0; for (int i = 0; i < N; i++) h = h * 0.75 + U[i] + V[i];
    printf("%a\n", h);
    return 0;
}
