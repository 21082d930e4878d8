/* rows[i] = A[i] inside an explicit scope that keeps A: region writes via the
   table, another reads A by name */
#include <stdio.h>
#define N 20
#define M 24
static double A[N][M], S[N];
int main(void)
{
    double *rows[N];
    int i, j, t;
    for (i = 0; i < N; i++) { rows[i] = A[i]; S[i] = 0; for (j = 0; j < M; j++) A[i][j] = (double)((i * j) % 7) / 3.0; }
#pragma bbmm data(A, S)
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                rows[i][j] = rows[i][j] * 0.5 + (double)t;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                S[i] = S[i] + A[i][j] * 0.01;
#pragma bbmm
        for (i = 1; i < N; i++)
            for (j = 0; j < M; j++)
                A[i][j] = A[i][j] + 0.5 * A[i - 1][j] * 0.0 + 1.0;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", S[i], A[i][i]);
    return 0;
}
