/* a sequential region writing through a table of rows of a kept array */
#include <stdio.h>
#define N 12
#define M 16
static double A[N][M], S[N];
int main(void)
{
    double *r[N];
    int i, j, t;
    for (i = 0; i < N; i++) { r[i] = A[(i * 5) % N]; S[i] = 0; for (j = 0; j < M; j++) A[i][j] = (double)((i + j) % 4); }
#pragma bbmm data(A, S)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                A[i][j] = A[i][j] * 0.5 + (double)t;
#pragma bbmm
        for (j = 1; j < M; j++)
            for (i = 0; i < N; i++)
                r[i][j] = r[i][j] + r[i][j - 1] * 0.5;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                S[i] = S[i] + A[i][j];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", S[i], A[i][M - 1]);
    return 0;
}
