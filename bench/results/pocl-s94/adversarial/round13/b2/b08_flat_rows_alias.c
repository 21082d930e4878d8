/* a flat matrix M[N*N] passed as M + N and M with array(x[n][N]) clauses: row i + 1 computed from row i through two names */
#include <stdio.h>
#define N 12
static double M[N * N];
static void rows(int n, double *dst, const double *src)
{
    int i, j;
#pragma bbmm array(dst[n][N], src[n][N])
    for (i = 0; i < n; i++)
        for (j = 0; j < N; j++)
            dst[i * N + j] = src[i * N + j] + 1.0;
}
int main(void)
{
    int i, n;
    for (n = 0; n < N; n += 3) {
        for (i = 0; i < N * N; i++) M[i] = i % 7;
        rows(n, M + N, M);
        rows(n / 2, M, M + 2 * N);
        for (i = 0; i < N * N; i++) printf("%a\n", M[i]);
    }
    return 0;
}
