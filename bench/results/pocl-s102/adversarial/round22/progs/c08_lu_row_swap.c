/* LU with partial pivoting on a table of rows: the host swaps row pointers
   between the regions of each step */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
int main(void)
{
    int n = 24, i, j, k, p;
    double **a = malloc(n * sizeof *a), *tmp;
    for (i = 0; i < n; i++) {
        a[i] = malloc(n * sizeof(double));
        for (j = 0; j < n; j++) a[i][j] = (double)((i * 7 + j * 11) % 13) - 6.0 + (i == j ? 0.5 : 0.0);
    }
    for (k = 0; k < n - 1; k++) {
        p = k;
        for (i = k + 1; i < n; i++) if (fabs(a[i][k]) > fabs(a[p][k])) p = i;
        tmp = a[k]; a[k] = a[p]; a[p] = tmp;
#pragma bbmm
        for (i = k + 1; i < n; i++)
            a[i][k] = a[i][k] / a[k][k];
#pragma bbmm
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
    for (i = 0; i < n; i++) printf("%a %a\n", a[i][i], a[i][(i + 5) % n]);
    return 0;
}
