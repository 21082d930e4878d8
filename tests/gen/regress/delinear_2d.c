/* 1-D pointers shaped A[m][n] by array() and indexed A[i*n + j], n*i + j, j + i*n, (i)*n + j - 1: ping-pong regions in a time loop */
#include <stdio.h>
#include <stdlib.h>
#define M 40
#define NN 33
static void jacobi(double *A, double *B, int m, int n, int steps)
{
    int t, i, j;
    for (t = 0; t < steps; t++) {
#pragma bbmm array(A[m][n], B[m][n])
        for (i = 1; i < m - 1; i++)
            for (j = 1; j < n - 1; j++)
                B[i * n + j] = 0.2 * (A[i * n + j] + A[(i - 1) * n + j] + A[n * (i + 1) + j] + A[j - 1 + i * n] +
                                      A[(i)*n + j + 1]);
#pragma bbmm array(A[m][n], B[m][n])
        for (i = 1; i < m - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[n * i + j] = 0.2 * (B[i * n + j] + B[(i - 1) * n + j] + B[(i + 1) * n + j] + B[i * n + j - 1] +
                                      B[i * n + (j + 1)]);
    }
}
static void rows(double *C, long m, long n)
{
    long i, j;
#pragma bbmm array(C[M][NN])
    for (i = 0; i < m; i++)
        for (j = 0; j < NN && j < n; j++)
            C[i * NN + j] = C[i * NN + j] * 0.5 + i - j;
}
int main(void)
{
    int m = M, n = NN, i;
    double *A = malloc(sizeof(double) * M * NN), *B = calloc(M * NN, sizeof(double));
    for (i = 0; i < m * n; i++)
        A[i] = (i % 17) * 0.5;
    jacobi(A, B, m, n, 3);
    rows(B, M, NN);
    for (i = 0; i < m * n; i++)
        printf("%a %a\n", A[i], B[i]);
    free(A);
    free(B);
    return 0;
}
