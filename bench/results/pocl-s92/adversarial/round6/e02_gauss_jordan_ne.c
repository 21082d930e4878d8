/* Gauss-Jordan elimination: inner loops under if (i != k); iterators printed after */
#include <stdio.h>
#define N 10
static double A[N][N + 1];
static void gj(int n)
{
    int i, j = -1, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            if (i != k)
                for (j = n; j >= k; j--)
                    A[i][j] = A[i][j] - A[i][k] / A[k][k] * A[k][j];
    printf("%d %d %d %d\n", n, k, i, j);
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j <= N; j++) A[i][j] = i == j ? 10.0 + i : (double)((i * 3 + j) % 5);
        gj(n);
        for (i = 0; i < n; i++) printf("%a\n", A[i][n] / A[i][i]);
    }
    return 0;
}
