/* 1-D pointers shaped A[l][m][n] by array() and indexed (i*m + j)*n + k and i*m*n + j*n + k: a 3-D stencil in a time loop */
#include <stdio.h>
#include <stdlib.h>
static void heat(double *A, double *B, int l, int m, int n, int steps)
{
    int t, i, j, k;
    for (t = 0; t < steps; t++) {
#pragma bbmm array(A[l][m][n], B[l][m][n])
        for (i = 1; i < l - 1; i++)
            for (j = 1; j < m - 1; j++)
                for (k = 1; k < n - 1; k++)
                    B[(i * m + j) * n + k] = 0.125 * (A[((i - 1) * m + j) * n + k] + A[((i + 1) * m + j) * n + k] +
                                                      A[i * m * n + (j - 1) * n + k] + A[i * m * n + (j + 1) * n + k] +
                                                      A[(i * m + j) * n + k - 1] + A[(i * m + j) * n + k + 1]) +
                                             0.25 * A[(i * m + j) * n + k];
#pragma bbmm array(A[l][m][n], B[l][m][n])
        for (i = 1; i < l - 1; i++)
            for (j = 1; j < m - 1; j++)
                for (k = 1; k < n - 1; k++)
                    A[(i * m + j) * n + k] = B[(i * m + j) * n + k];
    }
}
int main(void)
{
    int l = 34, m = 20, n = 12, i;
    double *A = malloc(sizeof(double) * 34 * 20 * 12), *B = calloc(34 * 20 * 12, sizeof(double));
    for (i = 0; i < l * m * n; i++)
        A[i] = (i % 19) * 0.5;
    heat(A, B, l, m, n, 3);
    for (i = 0; i < l * m * n; i++)
        printf("%a\n", A[i]);
    free(A);
    free(B);
    return 0;
}
