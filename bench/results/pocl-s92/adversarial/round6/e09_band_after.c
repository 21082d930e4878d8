/* band matrix update: inner loop bounds clipped by min/max, empty for the last rows; iterators read after */
#include <stdio.h>
#define N 18
static double A[N][N];
static void f(int n, int bw)
{
    int i, j = -9, k = -9;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (k = i + 1; k < (i + bw < n ? i + bw : n); k++)
            for (j = k; j < (k + bw < n ? k + bw : n); j++)
                A[k][j] = A[k][j] - A[i][k] * A[i][j] * 0.125;
    printf("%d %d %d %d %d\n", n, bw, i, k, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? 4 : 1;
    for (n = 0; n <= N; n += 5) { f(n, 2); f(n, 4); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
