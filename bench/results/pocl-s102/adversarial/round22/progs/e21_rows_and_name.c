/* a region reading a kept array by name and through a table of its rows,
   after a region wrote it (explicit scope) */
#include <stdio.h>
#define N 16
#define M 20
static double A[N][M], C[N][M];
int main(void)
{
    double *r[N];
    int i, j, t;
    for (i = 0; i < N; i++) { r[i] = A[N - 1 - i]; for (j = 0; j < M; j++) { A[i][j] = (double)((i + 2 * j) % 7); C[i][j] = 0; } }
#pragma bbmm data(A, C)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                A[i][j] = A[i][j] * 0.5 + (double)(t + i);
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                C[i][j] = C[i][j] + A[i][j] - r[i][j];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", C[i][i], A[i][M - 1 - i]);
    return 0;
}
