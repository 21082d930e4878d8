/* LCS length with two rolling rows C[i%2][j] (mod subscripts), and edit distance with rolling rows swapped by an explicit prev/cur index passed from host loop */
#include <stdio.h>
#define M 60
static int C[2][M + 1], E[2][M + 1];
static char a[M], b[M];

static int lcs(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (j = 0; j <= m; j++) C[0][j] = 0;
        for (i = 1; i <= n; i++) {
            C[i % 2][0] = 0;
            for (j = 1; j <= m; j++)
                C[i % 2][j] = a[i-1] == b[j-1] ? C[(i-1) % 2][j-1] + 1
                            : (C[(i-1) % 2][j] > C[i % 2][j-1] ? C[(i-1) % 2][j] : C[i % 2][j-1]);
        }
    }
    return C[n % 2][m];
}

static void ed_row(int i, int m, int prev, int cur)
{
    int j;
#pragma bbmm
    {
        E[cur][0] = i;
        for (j = 1; j <= m; j++) {
            int d = E[prev][j-1] + (a[i-1] != b[j-1]);
            int u = E[prev][j] + 1, l = E[cur][j-1] + 1;
            E[cur][j] = d < u ? (d < l ? d : l) : (u < l ? u : l);
        }
    }
}

int main(void)
{
    for (int k = 0; k < M; k++) { a[k] = 'a' + (k * 7 + k / 5) % 3; b[k] = 'a' + (k * 11 + 1) % 3; }
    int ns[] = {0, 1, 2, 7, 33, 60}, ms[] = {4, 0, 3, 7, 20, 60};
    for (int c = 0; c < 6; c++) {
        int n = ns[c], m = ms[c];
        int l = lcs(n, m);
        for (int j = 0; j <= m; j++) E[0][j] = j;
        int prev = 0, cur = 1;
        for (int i = 1; i <= n; i++) { ed_row(i, m, prev, cur); prev = cur; cur = 1 - cur; }
        printf("n=%d m=%d lcs=%d ed=%d\n", n, m, l, E[prev][m]);
        for (int j = 0; j <= m; j += 4) printf("%d/%d ", C[n % 2][j], E[prev][j]);
        printf("\n");
    }
    return 0;
}
