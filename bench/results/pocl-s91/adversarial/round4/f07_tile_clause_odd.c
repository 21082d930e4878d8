/* explicit tile sizes that do not divide, with parallel() and name() clauses */
#include <stdio.h>
#define N 29
static double A[N][N], B[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm tile(3, 7) parallel(i, j) name(odd)
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[i][j] = A[i][j] * 2 + A[n - 1 - i][m - 1 - j];
#pragma bbmm tile(5) name(rows)
    for (i = 1; i < n; i++)
        for (j = 0; j < m; j++)
            A[i][j] = A[i - 1][j] + B[i][j];
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 7) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 0.5 - j; B[i][j] = 0; }
        f(n, N - n + 1);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    }
    return 0;
}
