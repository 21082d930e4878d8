/* time loop; row pointers of one table swapped on the host between region runs */
#include <stdio.h>
#include <stdlib.h>
#define R 6
#define M 8
int main(void)
{
    double *a[R], *b[R], *t;
    int i, j, s;
    for (i = 0; i < R; i++) {
        a[i] = malloc(M * sizeof(double)); b[i] = malloc(M * sizeof(double));
        for (j = 0; j < M; j++) { a[i][j] = (double)(i * M + j); b[i][j] = 0.0; }
    }
    for (s = 0; s < 5; s++) {
#pragma bbmm
        for (i = 1; i < R - 1; i++)
            for (j = 1; j < M - 1; j++)
                b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j]) + 0.5 * a[i][j];
        t = a[s % R]; a[s % R] = a[(s + 2) % R]; a[(s + 2) % R] = t;
        a[1][s] += 3.0;
#pragma bbmm
        for (i = 1; i < R - 1; i++)
            for (j = 1; j < M - 1; j++)
                a[i][j] = b[i][j] - 0.125 * a[i][j];
    }
    for (i = 0; i < R; i++) for (j = 0; j < M; j++) printf("%a %a\n", a[i][j], b[i][j]);
    return 0;
}
