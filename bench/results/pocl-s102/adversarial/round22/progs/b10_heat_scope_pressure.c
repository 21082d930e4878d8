/* heat-2d time loop in an explicit scope, three arrays, under pressure */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N], K[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i * j) % 10); B[i][j] = 0; K[i][j] = 0.1 + (double)((i + j) % 4) / 40.0; }
#pragma bbmm data(A, B, K)
    for (t = 0; t < 12; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                B[i][j] = A[i][j] + K[i][j] * (A[i-1][j] + A[i+1][j] + A[i][j-1] + A[i][j+1] - 4.0 * A[i][j]);
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                A[i][j] = B[i][j];
    }
    for (i = 0; i < N; i += 3) printf("%a\n", A[i][(i * 7) % N]);
    return 0;
}
