/* two tables sharing rows: up[i] = A[i], dn[i] = A[i + 1] (rows of one 2-D
   array); a region reads both, writes B; another writes A via its name */
#include <stdio.h>
#define N 24
#define M 32
static double A[N + 1][M], B[N][M];
int main(void)
{
    double *up[N], *dn[N];
    int i, j, t;
    for (i = 0; i <= N; i++) for (j = 0; j < M; j++) A[i][j] = (double)((i * 5 + j) % 9) / 4.0;
    for (i = 0; i < N; i++) { up[i] = A[i]; dn[i] = A[i + 1]; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                B[i][j] = up[i][j] - dn[i][j];
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                A[i][j] = A[i][j] + 0.25 * B[i][j];
    }
    for (i = 0; i < N; i += 2) printf("%a %a\n", A[i][i], B[i][M - 1 - i]);
    return 0;
}
