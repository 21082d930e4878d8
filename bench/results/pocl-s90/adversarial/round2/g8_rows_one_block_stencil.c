/* rows offsets into one block with a gap; 2-D in-place Gauss-Seidel sweep through the table in a time loop */
#include <stdio.h>
#include <stdlib.h>
int main(void)
{
    int N = 9, M = 9, gap = 2, i, j, t;
    double *blk = malloc((size_t)N * (M + gap) * sizeof(double));
    double **a = malloc(N * sizeof(double *));
    for (i = 0; i < N * (M + gap); i++) blk[i] = (i % 11) * 0.5;
    for (i = 0; i < N; i++) a[i] = blk + (size_t)i * (M + gap);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < M - 1; j++)
                a[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        a[t][M] = -t;
    }
    for (i = 0; i < N * (M + gap); i++) printf("%a\n", blk[i]);
    return 0;
}
