/* explicit data scope (no list): a helper returns a fresh malloc'd array used by regions, freed in the scope's text */
#include <stdio.h>
#include <stdlib.h>
#define N 20
static double U[N];
static double *make(int n) { double *p = malloc((size_t)n * sizeof(double)); int i; for (i = 0; i < n; i++) p[i] = 1.0 / (i + 1); return p; }
static void use(int n, double *w)
{
    int i;
#pragma bbmm array(w[n])
    for (i = 0; i < n; i++)
        U[i] = U[i] + w[i];
}
int main(void)
{
    int t, i;
    double *w;
    for (i = 0; i < N; i++) U[i] = i;
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        w = make(N);
        use(N - t, w);
        free(w);
    }
    for (i = 0; i < N; i++) printf("%a\n", U[i]);
    return 0;
}
