/* time loop over two regions on tables; the host replaces a row (new allocation) and edits another between them */
#include <stdio.h>
#include <stdlib.h>
#define R 6
#define M 7
int main(void)
{
    double *a[R], *b[R], *old;
    int i, j, t;
    for (i = 0; i < R; i++) { a[i] = malloc(M * sizeof(double)); b[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) { a[i][j] = i + 0.125 * j; b[i][j] = 0; } }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < R; i++)
            for (j = 0; j < M; j++)
                b[i][j] = a[i][j] * 2.0 - b[i][j];
        old = a[t];
        a[t] = malloc(M * sizeof(double));
        for (j = 0; j < M; j++) a[t][j] = old[M - 1 - j] + 100.0;
        free(old);
        b[R - 1 - t][t] = -5.0;
#pragma bbmm
        for (i = 0; i < R; i++)
            for (j = 1; j < M; j++)
                a[i][j] = a[i][j - 1] * 0.25 + b[i][j];
    }
    for (i = 0; i < R; i++) for (j = 0; j < M; j++) printf("%a %a\n", a[i][j], b[i][j]);
    return 0;
}
