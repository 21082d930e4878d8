/* in-place 2-D recurrences whose order matters: A[i][j] from A[i-1][j+1] (anti-diagonal) and A[i][j-1] */
#include <stdio.h>
#define N 20
static double A[N][N];
static long K[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            for (j = 1; j < m - 1; j++)
                A[i][j] = A[i - 1][j + 1] * 0.5 + A[i][j - 1] * 0.25 + A[i - 1][j - 1] * 0.125;
        for (i = 1; i < n; i++)
            for (j = m - 2; j >= 0; j--)
                K[i][j] = K[i][j + 1] + K[i - 1][j] * 3 - K[i - 1][j + 1];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 5; K[i][j] = (i * j) % 7 - 3; }
        f(n, N - n / 2);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %ld\n", A[i][j], K[i][j]);
    }
    return 0;
}
