/* longest increasing subsequence O(n^2) with data condition, and Needleman-Wunsch with a score function called in the region */
#include <stdio.h>
#define MX 50
static int a[MX], L[MX], P[MX];
static int F[MX + 1][MX + 1];
static signed char x[MX], y[MX];

static int score(int p, int q) { return p == q ? 2 : (p + q == 3 ? -2 : -1); }

static void lis(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        L[i] = 1; P[i] = -1;
        for (j = 0; j < i; j++)
            if (a[j] < a[i] && L[j] + 1 > L[i]) { L[i] = L[j] + 1; P[i] = j; }
    }
}

static void nw(int n, int m, int gap)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) F[i][0] = gap * i;
        for (j = 0; j <= m; j++) F[0][j] = gap * j;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++) {
                int d = F[i-1][j-1] + score(x[i-1], y[j-1]);
                int u = F[i-1][j] + gap, l = F[i][j-1] + gap;
                int best = d > u ? d : u;
                F[i][j] = best > l ? best : l;
            }
    }
}

int main(void)
{
    for (int i = 0; i < MX; i++) { a[i] = (i * 37 + 11) % 23; x[i] = (signed char)((i * 7) % 4); y[i] = (signed char)((i * 3 + 2) % 4); }
    int ns[] = {0, 1, 2, 3, 11, 50};
    for (int c = 0; c < 6; c++) {
        int n = ns[c], best = 0;
        lis(n);
        for (int i = 0; i < n; i++) if (L[i] > best) best = L[i];
        printf("n=%d lis=%d:", n, best);
        for (int i = 0; i < n; i++) printf(" %d/%d", L[i], P[i]);
        printf("\n");
        nw(n, (n * 2) / 3, -2);
        printf("nw=%d %d\n", F[n][(n * 2) / 3], F[n / 2][n / 3]);
    }
    return 0;
}
