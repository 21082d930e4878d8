/* explicit data scope (no list) around calls of a helper that mallocs scratch, runs regions on it, reads it and frees it */
#include <stdio.h>
#include <stdlib.h>
#define N 20
static double U[N];
static double step(int n)
{
    double *w = malloc((size_t)(n + 1) * sizeof(double));
    double r;
    int i;
#pragma bbmm array(w[n])
    for (i = 0; i < n; i++)
        w[i] = U[i] * 0.5 + 1.0;
#pragma bbmm array(w[n])
    for (i = 1; i < n - 1; i++)
        U[i] = w[i - 1] + w[i + 1];
    r = n > 0 ? w[n - 1] : 0.0;
    free(w);
    return r;
}
int main(void)
{
    int t, i, k;
    int sizes[] = {0, 1, 3, 20};
    for (k = 0; k < 4; k++) {
        double acc = 0.0;
        for (i = 0; i < N; i++) U[i] = i % 3;
#pragma bbmm data
        for (t = 0; t < 4; t++)
            acc = acc + step(sizes[k]);
        printf("%a\n", acc);
        for (i = 0; i < N; i++) printf("%a\n", U[i]);
    }
    return 0;
}
