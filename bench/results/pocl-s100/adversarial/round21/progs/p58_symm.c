#include <stdio.h>
#define M 40
#define N 50
double C[M][N], A[M][M], B[M][N];
int main(void)
{
    int i, j, k;
    double alpha = 1.5, beta = 1.2, temp2;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            C[i][j] = (double)((i + j) % 100) / M;
            B[i][j] = (double)((N + i - j) % 100) / M;
        }
    for (i = 0; i < M; i++) {
        for (j = 0; j <= i; j++)
            A[i][j] = (double)((i + j) % 100) / M;
        for (j = i + 1; j < M; j++)
            A[i][j] = -999;
    }
#pragma scop
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++) {
            temp2 = 0;
            for (k = 0; k < i; k++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                temp2 += B[k][j] * A[i][k];
            }
            C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
#pragma endscop
    double s = 0;
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++)
            s += C[i][j] * (i + 1);
    printf("%a\n", s);
    return 0;
}
