/* edit distance (Levenshtein) DP on char strings with min3 macro, sizes including empty strings; also LCS length table */
#include <stdio.h>
#include <string.h>
#define MAXN 48
#define MIN3(a,b,c) ((a) < (b) ? ((a) < (c) ? (a) : (c)) : ((b) < (c) ? (b) : (c)))
static int D[MAXN + 1][MAXN + 1], L[MAXN + 1][MAXN + 1];
static char s[MAXN + 1], t[MAXN + 1];

static void dp(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) D[i][0] = i;
        for (j = 0; j <= m; j++) D[0][j] = j;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++) {
                int c = s[i - 1] == t[j - 1] ? 0 : 1;
                D[i][j] = MIN3(D[i-1][j] + 1, D[i][j-1] + 1, D[i-1][j-1] + c);
            }
        for (i = 0; i <= n; i++) L[i][0] = 0;
        for (j = 0; j <= m; j++) L[0][j] = 0;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++)
                L[i][j] = s[i-1] == t[j-1] ? L[i-1][j-1] + 1 : (L[i-1][j] > L[i][j-1] ? L[i-1][j] : L[i][j-1]);
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 5, 17, 48};
    int ms[] = {3, 0, 1, 9, 17, 31};
    for (int k = 0; k < MAXN; k++) { s[k] = "ACGT"[(k * 7 + k / 3) % 4]; t[k] = "ACGT"[(k * 5 + 1) % 4]; }
    for (int c = 0; c < 6; c++) {
        int n = ns[c], m = ms[c];
        dp(n, m);
        printf("n=%d m=%d ed=%d lcs=%d\n", n, m, D[n][m], L[n][m]);
        for (int i = 0; i <= n; i += 3) printf("%d/%d ", D[i][m], L[i][m / 2]);
        printf("\n");
    }
    return 0;
}
