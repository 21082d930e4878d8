/* reading A[j][i] while writing A[i][j]: lower triangle from upper, in place; banded update */
#include <stdio.h>
#define N 24
static double A[N][N];
static void f(int n, int bw)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                A[i][j] = A[j][i] + 1.0 / (1 + i + 2 * j);
        for (i = 0; i < n; i++)
            for (j = (i - bw > 0 ? i - bw : 0); j <= (i + bw < n - 1 ? i + bw : n - 1); j++)
                A[i][j] = A[i][j] * 0.5 + A[j][i];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j * 0.5;
        f(n, n / 4);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    }
    return 0;
}
