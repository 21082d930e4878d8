/* long iterator with int bound, int iterator with long offset in subscripts, mixed in 2-D */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static void f(long n, int m, long off)
{
    long i;
    int j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = m - 1; j >= 0; j--)
            B[i][j] = A[i][j] + A[n - 1 - i][(long)j + off - 2L] * 0.5;
}
int main(void)
{
    int i, j, m;
    long n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * N + j; B[i][j] = 0; }
    for (n = 0; n <= N; n += 5)
        for (m = 0; m <= N - 2; m += 4) f(n, m, 2L + (m % 3));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    return 0;
}
