/* 2D DP whose diagonal step depends on parity: H[i][j] from H[i-1][j-1-(i%2)] and H[i-1][j], in place table */
#include <stdio.h>
#define N 24
static int H[N][N + 2];
static void dp(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 1 + i % 2; j < m; j++)
            H[i][j] = (H[i - 1][j - 1 - i % 2] > H[i - 1][j] ? H[i - 1][j - 1 - i % 2] : H[i - 1][j]) + (i * j) % 3;
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N + 2; j++) H[i][j] = (i + j) % 4;
        dp(n, N - n / 2);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < N; j++) printf("%d ", H[i][j]); printf("\n"); }
    }
    return 0;
}
