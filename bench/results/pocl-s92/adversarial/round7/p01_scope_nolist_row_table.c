/* #pragma bbmm data (no list) around a time loop whose region works on a double ** table built row by row */
#include <stdio.h>
#include <stdlib.h>
#define N 12
int main(void)
{
    int t, i, j;
    double **a = malloc(N * sizeof(double *)), **b = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) {
        a[i] = malloc(N * sizeof(double)); b[i] = malloc(N * sizeof(double));
        for (j = 0; j < N; j++) { a[i][j] = (i * j) % 5; b[i][j] = 0; }
    }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                a[i][j] = b[i][j] + t;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], b[i][j]);
    for (i = 0; i < N; i++) { free(a[i]); free(b[i]); }
    free(a); free(b);
    return 0;
}
