/* #pragma bbmm data (no list) around a loop that mallocs a work array each step, uses it in regions and frees it */
#include <stdio.h>
#include <stdlib.h>
#define N 24
static double U[N];
static void step(int n, double *w)
{
    int i;
#pragma bbmm array(w[n])
    for (i = 0; i < n; i++)
        w[i] = U[i] * 2.0;
#pragma bbmm array(w[n])
    for (i = 1; i < n - 1; i++)
        U[i] = (w[i - 1] + w[i + 1]) * 0.25;
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = (i % 5) * 0.5;
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        double *w = malloc(N * sizeof(double));
        step(N, w);
        free(w);
    }
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
