/* Needleman-Wunsch DP with char sequences, max of three via a helper, int scores */
#include <stdio.h>
#define N 33
static char s[N], t[N];
static int H[N + 1][N + 1];
static int max3(int a, int b, int c) { int m = a > b ? a : b; return m > c ? m : c; }
static void nw(int n, int m, int gap)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) H[i][0] = -gap * i;
        for (j = 0; j <= m; j++) H[0][j] = -gap * j;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++)
                H[i][j] = max3(H[i - 1][j - 1] + (s[i - 1] == t[j - 1] ? 2 : -1), H[i - 1][j] - gap, H[i][j - 1] - gap);
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { s[i] = "ACGT"[(i * 7) % 4]; t[i] = "ACGT"[(i * 3 + i / 5) % 4]; }
    for (n = 0; n <= N; n += 11) {
        nw(n, N - n / 3, 1 + n % 3);
        for (i = 0; i <= N; i++) { for (j = 0; j <= N; j++) printf("%d ", H[i][j]); printf("\n"); }
    }
    return 0;
}
