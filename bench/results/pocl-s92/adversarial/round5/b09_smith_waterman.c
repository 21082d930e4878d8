/* Smith-Waterman local alignment with max of four (including 0) and the best score kept in a scalar */
#include <stdio.h>
#define N 30
static int H[N + 1][N + 1];
static char s[N], t[N];
static int sw(int n, int m)
{
    int i, j, best = 0;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) H[i][0] = 0;
        for (j = 0; j <= m; j++) H[0][j] = 0;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++) {
                int d = H[i-1][j-1] + (s[i-1] == t[j-1] ? 3 : -3);
                int u = H[i-1][j] - 2, l = H[i][j-1] - 2;
                int h = d > u ? d : u;
                h = h > l ? h : l;
                H[i][j] = h > 0 ? h : 0;
                if (H[i][j] > best) best = H[i][j];
            }
    }
    return best;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { s[i] = "ACGT"[(i * i + 1) % 4]; t[i] = "ACGT"[(i * 3 + 2) % 4]; }
    for (n = 0; n <= N; n += 7) {
        int m = N - n / 2;
        printf("n=%d best=%d\n", n, sw(n, m));
        for (i = 0; i <= n; i++) { for (j = 0; j <= m; j++) printf("%d ", H[i][j]); printf("\n"); }
    }
    return 0;
}
