/* a data scope around regions on one malloc'd pointer whose used length grows each step, plus a read-only table */
#include <stdio.h>
#include <stdlib.h>
#define M 64
static void grow(int n, double *w, const double *c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        w[i] = w[i] * 0.5 + c[i % 4];
}
int main(void)
{
    double *w = malloc(sizeof(double) * M), c[4] = {1, 2, 3, 4};
    int t, i;
    for (i = 0; i < M; i++) w[i] = i;
#pragma bbmm data
    for (t = 1; t <= 6; t++)
        grow(t * 10, w, c);
    for (i = 0; i < M; i++) printf("%a\n", w[i]);
    free(w);
    return 0;
}
