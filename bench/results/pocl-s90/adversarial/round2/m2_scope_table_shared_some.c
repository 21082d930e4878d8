/* time loop on a table whose rows become shared on some steps (host path) and distinct on others */
#include <stdio.h>
#include <stdlib.h>
#define R 10
#define M 5
int main(void)
{
    double *rows[R], *spare = malloc(M * sizeof(double)), *keep;
    int i, j, t;
    for (i = 0; i < R; i++) { rows[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) rows[i][j] = i * M + j; }
    for (j = 0; j < M; j++) spare[j] = -1.0;
    keep = rows[7];
    for (t = 0; t < 6; t++) {
        rows[7] = (t % 2) ? rows[2] : keep;
#pragma bbmm
        for (i = 0; i < R; i++)
            for (j = 0; j < M; j++)
                rows[i][j] = rows[i][j] * 0.5 + i + t;
    }
    rows[7] = keep;
    for (i = 0; i < R; i++) for (j = 0; j < M; j++) printf("%a\n", rows[i][j]);
    return 0;
}
