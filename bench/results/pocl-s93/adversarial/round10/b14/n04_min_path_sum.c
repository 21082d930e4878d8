/* minimum path sum and number of lattice paths (mod p, long) on a cost grid, boundary handled inline with ternaries on i == 0 / j == 0 (no separate init loops) */
#include <stdio.h>
#define N 56
static int cost[N][N];
static long dp[N][N], cnt[N][N];
static void paths(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++) {
            dp[i][j] = cost[i][j] + (i == 0 && j == 0 ? 0 : (i == 0 ? dp[i][j - 1] : (j == 0 ? dp[i - 1][j] : (dp[i - 1][j] < dp[i][j - 1] ? dp[i - 1][j] : dp[i][j - 1]))));
            cnt[i][j] = (i == 0 || j == 0) ? 1 : (cnt[i - 1][j] + cnt[i][j - 1]) % 1000000007L;
        }
}
int main(void)
{
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) cost[i][j] = (i * 31 + j * 17 + i * j) % 10;
    int sz[][2] = {{1, 1}, {1, 9}, {9, 1}, {2, 2}, {20, 33}, {56, 56}};
    for (int s = 0; s < 6; s++) {
        int n = sz[s][0], m = sz[s][1];
        paths(n, m);
        printf("%d %d: %ld %ld\n", n, m, dp[n - 1][m - 1], cnt[n - 1][m - 1]);
    }
    return 0;
}
