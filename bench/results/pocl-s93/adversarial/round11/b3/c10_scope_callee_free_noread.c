/* explicit data scope (no list) around a helper that callocs a work array, uses it in two regions only, and frees it */
#include <stdio.h>
#include <stdlib.h>
#define N 24
static double U[N];
static void step(int n)
{
    double *w = calloc((size_t)n + 1, sizeof(double));
    int i;
#pragma bbmm array(w[n])
    for (i = 1; i < n - 1; i++)
        w[i] = U[i - 1] - 2.0 * U[i] + U[i + 1];
#pragma bbmm array(w[n])
    for (i = 1; i < n - 1; i++)
        U[i] = U[i] + 0.2 * w[i];
    free(w);
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = (i == N / 2) ? 8.0 : 0.0;
#pragma bbmm data
    for (t = 0; t < 5; t++)
        step(N);
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
