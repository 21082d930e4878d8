/* flat malloc buffer viewed as double (*)[M] through a cast made before the time loop; the step takes the flat pointer, the host prints through the 2-D view */
#include <stdio.h>
#include <stdlib.h>
#define M 10
static void step(int n, double *x, double *y)
{
    int i, j;
#pragma bbmm array(x[n][M], y[n][M])
    {
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < M - 1; j++)
                y[i * M + j] = 0.2 * (x[i * M + j] + x[(i - 1) * M + j] + x[(i + 1) * M + j] + x[i * M + j - 1] + x[i * M + j + 1]);
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < M - 1; j++)
                x[i * M + j] = y[i * M + j];
    }
}
int main(void)
{
    int n = 9;
    double *x = malloc(n * M * sizeof(double)), *y = malloc(n * M * sizeof(double));
    for (int k = 0; k < n * M; k++) x[k] = y[k] = (k / M == 0) ? 5.0 : 0.0;
    double (*view)[M] = (double (*)[M])x;
    for (int t = 0; t < 7; t++) {
        step(n, x, y);
        printf("t=%d %a %a\n", t, view[1][M / 2], view[n / 2][1]);
    }
    free(x); free(y);
    return 0;
}
