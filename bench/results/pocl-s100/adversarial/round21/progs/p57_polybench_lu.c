#include <stdio.h>
#define N 60
double A[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = j <= i ? (double)(-j % N) / N + 1 : 0.0;
    for (i = 0; i < N; i++)
        A[i][i] = 1;
    /* make it positive semi-definite as PolyBench does: B = A * A^T */
    static double B[N][N];
    int r, t, s;
    for (r = 0; r < N; ++r)
        for (s = 0; s < N; ++s) {
            B[r][s] = 0;
            for (t = 0; t < N; ++t)
                B[r][s] += A[r][t] * A[s][t];
        }
    for (r = 0; r < N; ++r)
        for (s = 0; s < N; ++s)
            A[r][s] = B[r][s];
#pragma scop
    for (i = 0; i < N; i++) {
        for (j = 0; j < i; j++) {
            for (k = 0; k < j; k++)
                A[i][j] -= A[i][k] * A[k][j];
            A[i][j] /= A[j][j];
        }
        for (j = i; j < N; j++)
            for (k = 0; k < i; k++)
                A[i][j] -= A[i][k] * A[k][j];
    }
#pragma endscop
    double sum = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            sum += A[i][j] * (double)(i + j + 1);
    printf("%a\n", sum);
    return 0;
}
