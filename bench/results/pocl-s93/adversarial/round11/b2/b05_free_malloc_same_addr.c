/* an array freed and a new one malloc'd (often at the same address) with other contents, between regions */
#include <stdio.h>
#include <stdlib.h>
static void axpy(int n, double *x, double *y, double a)
{
    int i;
#pragma bbmm array(x[n], y[n])
    for (i = 0; i < n; i++)
        y[i] = y[i] + a * x[i];
}
int main(void)
{
    int sizes[] = {0, 1, 2, 7, 31};
    int k, i, t;
    double *y = calloc(64, sizeof(double));
    for (k = 0; k < 5; k++) {
        int n = sizes[k];
        for (t = 0; t < 3; t++) {
            double *x = malloc(64 * sizeof(double));
            for (i = 0; i < 64; i++) x[i] = (double)(t * 100 + i + k);
            axpy(n, x, y, 0.5);
            axpy(n, x, y, 0.25);
            free(x);
        }
    }
    for (i = 0; i < 64; i++) printf("%a\n", y[i]);
    free(y);
    return 0;
}
