/* a data scope without a list around a step function that mallocs a workspace too big for the heap's
 * arenas (the C library maps it and unmaps it at free), runs two regions on it (an automatic data scope
 * keeps it between them) and frees it: the outer scope must not take the workspace over when the
 * inner one ends, or its write-back at the end lands in unmapped memory */
#include <stdio.h>
#include <stdlib.h>
#define N 40000
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
    int sizes[] = {0, 3, N};
    for (k = 0; k < 3; k++) {
        double acc = 0.0, sum = 0.0;
        for (i = 0; i < N; i++) U[i] = i % 3;
#pragma bbmm data
        for (t = 0; t < 3; t++)
            acc = acc + step(sizes[k]);
        for (i = 0; i < N; i++) sum = sum + U[i] * (i % 7);
        printf("%a %a %a %a\n", acc, sum, U[1], U[N - 2]);
    }
    return 0;
}
