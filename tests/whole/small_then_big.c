/* One function's nest runs on a small matrix first (8 x 8: its whole
 * arrays fit half of a 64 KiB device budget, and row k moves, so its runs
 * allocate whole arrays), then on a 100 x 100 one (80,000 bytes: more than
 * the budget, while its boxes, a block of 25 rows and row k, fit).  The
 * choice is asked again every run (grid.h, bbmmi_run_whole): before, the
 * second call kept whole arrays and stopped with "out of device memory"
 * (adversarial round 21).  "./prog big" skips the small call. */
#include <stdio.h>
#include <stdlib.h>
static void fw(int n, double (*d)[n])
{
    int i, j, k;
#pragma bbmm name(fw) parallel(i, j)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
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
    (void)argv;
    if (argc < 2) /* "./prog big" skips the small call */
        printf("%a\n", run(8));
    printf("%a\n", run(100));
    return 0;
}
