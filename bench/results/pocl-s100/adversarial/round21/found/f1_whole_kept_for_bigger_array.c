/* The moving-box switch is decided once per nest (m->whole), from the
 * arrays of its first run on several devices.  A function whose nest is
 * first called on a small matrix (whole arrays chosen: 512 bytes) and then
 * on a 100x100 one (80,000 bytes, more than the 64K budget of a device,
 * far more than half of it) still allocates whole arrays and stops with
 * "out of device memory", while its boxes (a 50- or 25-row block plus
 * row k) fit: with BBMM_TUNE=alloc=disjoint, or without the small call,
 * it runs. */
#include <stdio.h>
#include <stdlib.h>
static void fw(int n, double (*d)[n])
{
    int i, j, k;
#pragma bbmm name(fw)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
static double run(int n)
{
    int i, j;
    double (*d)[n] = malloc(sizeof(double) * n * n), s = 0;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            d[i][j] = i == j ? 0.0 : (double)((i * 17 + j * 29) % 41) + 1.0;
    fw(n, d);
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            s += d[i][j] * (double)(i + j + 1);
    free(d);
    return s;
}
int main(int argc, char **argv)
{
    if (argc < 2) /* "./prog big" skips the small call */
        printf("%a\n", run(8));
    printf("%a\n", run(100));
    return 0;
}
