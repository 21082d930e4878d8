/* time loop on tables (kept in the scope) with a shift that changes per step */
#include <stdio.h>
#include <stdlib.h>
#define R 20
#define M 6
int main(void)
{
    double **a = malloc(R * sizeof(double *)), **b = malloc(R * sizeof(double *));
    int i, j, t, k;
    for (i = 0; i < R; i++) { a[i] = malloc(M * sizeof(double)); b[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) { a[i][j] = i + 0.125 * j; b[i][j] = 0; } }
    for (t = 0; t < 8; t++) {
        k = (t * 3) % 7;
#pragma bbmm
        {
            for (i = 0; i < R - k; i++)
                for (j = 0; j < M; j++)
                    a[i][j] = a[i][j] + 1.0;
            for (i = 0; i < R - k; i++)
                for (j = 0; j < M; j++)
                    b[i][j] = b[i][j] * 0.5 + a[i + k][j];
        }
    }
    for (i = 0; i < R; i++) for (j = 0; j < M; j++) printf("%a %a\n", a[i][j], b[i][j]);
    return 0;
}
