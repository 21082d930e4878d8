/* in-place Gauss-Seidel 2D (rescheduled into wavefronts) with the time and space iterators read after */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n, int T)
{
    int t = -1, i = -2, j = -3;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                A[i][j] = (A[i - 1][j] + A[i][j - 1] + A[i][j] + A[i + 1][j] + A[i][j + 1]) * 0.2;
    printf("n=%d T=%d t=%d i=%d j=%d\n", n, T, t, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 7;
    for (n = 0; n <= 9; n += 1) f(n, 1 + n % 3);
    f(2, 0);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
