/* Floyd-Warshall on int with INF guard and path-successor matrix nxt[][], updated under the same data condition; then path lengths reconstructed on host */
#include <stdio.h>
#define MX 30
#define INF 1000000
static int d[MX][MX], nxt[MX][MX];

static void floyd(int n)
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (d[i][k] < INF && d[k][j] < INF && d[i][k] + d[k][j] < d[i][j]) {
                    d[i][j] = d[i][k] + d[k][j];
                    nxt[i][j] = nxt[i][k];
                }
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 7, 30};
    for (int c = 0; c < 6; c++) {
        int n = ns[c];
        for (int i = 0; i < MX; i++)
            for (int j = 0; j < MX; j++) {
                int w = (i * 17 + j * 29) % 13;
                d[i][j] = i == j ? 0 : (w < 5 ? w + 1 : INF);
                nxt[i][j] = d[i][j] < INF ? j : -1;
            }
        floyd(n);
        long tot = 0; int hops = 0;
        for (int i = 0; i < n; i++)
            for (int j = 0; j < n; j++) {
                if (d[i][j] < INF) tot += d[i][j];
                int u = i, h = 0;
                while (u != j && u >= 0 && h < n) { u = nxt[u][j]; h++; }
                hops += h;
            }
        printf("n=%d tot=%ld hops=%d\n", n, tot, hops);
        for (int i = 0; i < n; i++) printf("%d:%d ", d[i][n - 1 - i], nxt[0][i]);
        printf("\n");
    }
    return 0;
}
