/* rows of different lengths: L[i] has i + 1 elements (packed lower triangle) */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int n = 40, i, j, t;
    double **L = malloc(n * sizeof *L), *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
    for (i = 0; i < n; i++) {
        L[i] = malloc((i + 1) * sizeof **L);
        for (j = 0; j <= i; j++) L[i][j] = (double)((i + j) % 5 + 1) / (double)(i + 1);
        x[i] = (double)(i % 3);
    }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < n; i++) {
            y[i] = 0.0;
            for (j = 0; j <= i; j++)
                y[i] += L[i][j] * x[j];
        }
#pragma bbmm
        for (i = 0; i < n; i++)
            for (j = 0; j <= i; j++)
                L[i][j] = L[i][j] * 0.5 + y[j] * 1e-2;
    }
    for (i = 0; i < n; i += 3) printf("%a %a\n", y[i], L[i][i / 2]);
    return 0;
}
