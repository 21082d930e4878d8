#include <stdio.h>
#include <stdlib.h>
/* d is a plain pointer: its registered extent comes from the subscripts */
static void fw(int n, int ld, double *d)
{
    int i, j, k;
#pragma bbmm name(fwp) array(d[n][ld])
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i * ld + k] + d[k * ld + j] < d[i * ld + j])
                    d[i * ld + j] = d[i * ld + k] + d[k * ld + j];
}
static void scale(int m, double *v, double *w)
{
    int i;
#pragma bbmm name(scale)
    for (i = 0; i < m; i++)
        w[i] = 0.5 * v[i] + w[i];
}
int main(void)
{
    int ld = 64, i, j;
    double *d = malloc(sizeof(double) * ld * ld), *w = malloc(sizeof(double) * ld * ld);
    for (i = 0; i < ld; i++)
        for (j = 0; j < ld; j++) {
            d[i * ld + j] = i == j ? 0.0 : (double)((i * 7 + j * 3) % 31) + 1.0;
            w[i * ld + j] = 1.0;
        }
    fw(10, ld, d);
    scale(ld * 20, d, w);
    fw(40, ld, d);
    scale(ld * ld, d, w);
    fw(64, ld, d);
    double s = 0;
    for (i = 0; i < ld * ld; i++)
        s += d[i] * (double)(i % 7 + 1) + w[i];
    printf("%a\n", s);
    free(d); free(w);
    return 0;
}
