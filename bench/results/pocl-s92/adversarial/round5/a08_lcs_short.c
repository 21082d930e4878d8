/* LCS and edit distance DP with short and int tables, min/max of three via ?: */
#include <stdio.h>
#define N 40
static short L[N + 1][N + 1];
static int E[N + 1][N + 1];
static char s[N], t[N];
static void dp(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) { L[i][0] = 0; E[i][0] = i; }
        for (j = 0; j <= m; j++) { L[0][j] = 0; E[0][j] = j; }
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++) {
                if (s[i-1] == t[j-1]) L[i][j] = L[i-1][j-1] + 1;
                else L[i][j] = L[i-1][j] > L[i][j-1] ? L[i-1][j] : L[i][j-1];
                int sub = E[i-1][j-1] + (s[i-1] != t[j-1]);
                int del = E[i-1][j] + 1, ins = E[i][j-1] + 1;
                E[i][j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
            }
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { s[i] = 'a' + (i * 7 + 3) % 4; t[i] = 'a' + (i * 5 + i / 3) % 4; }
    for (n = 0; n <= N; n += 9) {
        int m = (n * 3) % (N + 1);
        dp(n, m);
        printf("%d %d %d %d\n", n, m, L[n][m], E[n][m]);
        for (i = 0; i <= n; i++) printf("%d %d\n", L[i][m], E[i][m / 2]);
    }
    return 0;
}
