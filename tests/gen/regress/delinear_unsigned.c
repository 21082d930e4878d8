/* one subscript of a shaped pointer in size_t arithmetic (A[i*n + j], size_t i, j, n) and with a macro extent A[i*COLS + j], in a time loop */
#include <stdio.h>
#include <stdlib.h>
#define ROWS 36
#define COLS 40
static void step(double *A, double *B, size_t m, size_t n)
{
    size_t i, j;
#pragma bbmm array(A[m][n], B[m][n])
    for (i = 0; i < m; i++)
        for (j = 1; j < n - 1; j++)
            B[i * n + j] = A[i * n + j - 1] - A[i * n + j + 1] * 0.5;
#pragma bbmm array(A[ROWS][COLS], B[ROWS][COLS])
    for (i = 1; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            A[i * COLS + j] = B[(i - 1) * COLS + j] + 0.25;
}
int main(void)
{
    double *A = malloc(sizeof(double) * ROWS * COLS), *B = calloc(ROWS * COLS, sizeof(double));
    int i, t;
    for (i = 0; i < ROWS * COLS; i++)
        A[i] = (i % 23) * 0.5;
    for (t = 0; t < 4; t++)
        step(A, B, ROWS, COLS);
    for (i = 0; i < ROWS * COLS; i++)
        printf("%a %a\n", A[i], B[i]);
    free(A);
    free(B);
    return 0;
}
