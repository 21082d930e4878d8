/* #pragma bbmm data (no list) around calls of a helper that mallocs scratch, runs a region on it, reads it and frees it */
#include <stdio.h>
#include <stdlib.h>
static double step(double x)
{
    double *w = malloc(8 * sizeof(double));
    double r;
    int i;
    for (i = 0; i < 8; i++)
        w[i] = x;
#pragma bbmm array(w[8])
    for (i = 0; i < 8; i++)
        w[i] = w[i] + i;
    r = w[7];
    free(w);
    return r;
}
int main(void)
{
    int t;
    double acc = 0.0;
#pragma bbmm data
    for (t = 0; t < 3; t++)
        acc += step(t);
    printf("%a\n", acc);
    return 0;
}
