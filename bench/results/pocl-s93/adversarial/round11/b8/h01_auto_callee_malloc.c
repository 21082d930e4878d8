/* time loop in main (automatic scope candidate) calling a helper that mallocs scratch, runs two regions on it and frees it */
#include <stdio.h>
#include <stdlib.h>
#define N 24
static double U[N];
static void step(int n)
{
    double *w = malloc((size_t)(n + 1) * sizeof(double));
    int i;
#pragma bbmm array(w[n])
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + 1.0;
#pragma bbmm array(w[n])
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1] - U[i];
    free(w);
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) U[i] = i % 5;
    for (t = 0; t < 6; t++)
        step(N - (t % 3));
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
