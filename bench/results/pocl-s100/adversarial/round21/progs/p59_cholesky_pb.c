#include <stdio.h>
#include <math.h>
#define N 48
double A[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j <= i; j++)
            A[i][j] = (double)(-j % N) / N + 1;
        for (j = i + 1; j < N; j++)
            A[i][j] = 0;
        A[i][i] = 1;
    }
    static double B[N][N];
    int r, s, t;
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
                A[i][j] -= A[i][k] * A[j][k];
            A[i][j] /= A[j][j];
        }
        for (k = 0; k < i; k++)
            A[i][i] -= A[i][k] * A[i][k];
        A[i][i] = sqrt(A[i][i]);
    }
#pragma endscop
    double sum = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++)
            sum += A[i][j] * (double)(i + 1);
    printf("%a\n", sum);
    return 0;
}
