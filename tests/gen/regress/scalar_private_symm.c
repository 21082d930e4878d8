/* scalar declared outside the region, written before it is read in every (i, j): private to each work-item (symm, in the order as written: --schedule-seconds 0; else expanded and reordered) */
// expect-args: --schedule-seconds 0
// expect-output: "    double temp2
// expect-output: \(void\)&temp2
#include <stdio.h>
#define M 13
#define N 11
double A[M][M], B[M][N], C[M][N];
static void symm(int m, int n, double alpha, double beta)
{
    int i, j, k;
    double temp2;
#pragma scop
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++) {
            temp2 = 0;
            for (k = 0; k < i; k++) {
                C[k][j] += alpha * B[i][j] * A[i][k];
                temp2 += B[k][j] * A[i][k];
            }
            C[i][j] = beta * C[i][j] + alpha * B[i][j] * A[i][i] + alpha * temp2;
        }
#pragma endscop
}
int main(void)
{
    int i, j;
    for (i = 0; i < M; i++) {
        for (j = 0; j < M; j++)
            A[i][j] = (double)((i + j) % 100) / M;
        for (j = 0; j < N; j++) {
            B[i][j] = (double)((N + i - j) % 100) / M;
            C[i][j] = (double)((i + j) % 100) / M;
        }
    }
    symm(M, N, 1.5, 1.2);
    for (i = 0; i < M; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", C[i][j]);
    return 0;
}
