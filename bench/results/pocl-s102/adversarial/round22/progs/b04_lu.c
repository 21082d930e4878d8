/* LU without pivoting, row and column k move */
#include <stdio.h>
#define N 36
static double A[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? (double)N : 1.0 / (double)(i + 2 * j + 1);
#pragma bbmm
    for (k = 0; k < N; k++) {
        for (i = k + 1; i < N; i++)
            A[i][k] = A[i][k] / A[k][k];
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                A[i][j] = A[i][j] - A[i][k] * A[k][j];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i][i], A[i][(i * 7) % N]);
    return 0;
}
