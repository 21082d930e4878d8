/* Cholesky factorisation in one region on VLA parameters, sqrt on the diagonal and division below */
#include <stdio.h>
#include <math.h>
#include <stdlib.h>
static void chol(int n, double A[n][n + 1])
{
    int i, j, k;
#pragma bbmm
    for (j = 0; j < n; j++) {
        for (k = 0; k < j; k++)
            A[j][j] -= A[j][k] * A[j][k];
        A[j][j] = sqrt(A[j][j]);
        for (i = j + 1; i < n; i++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[j][k];
            A[i][j] /= A[j][j];
        }
    }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= 15; n += 3) {
        double (*A)[n + 1] = malloc(sizeof(double[n + 1][n + 1]));
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) A[i][j] = 1.0 / (1 + i + j) + (i == j ? n : 0);
        chol(n, A);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", A[i][j]);
        free(A);
    }
    return 0;
}
