/* Bellman-Ford style relaxation on a grid graph (neighbours i-1,i+1,j-1,j+1 with per-edge weights), Jacobi rounds until no change: changed flag computed in region, host while loop */
#include <stdio.h>
#define N 20
#define INF 1000000000
static int dist[N][N], nd[N][N], wt[N][N];
static int changed;

static void relax(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                int b = dist[i][j];
                if (i > 0 && dist[i-1][j] < INF && dist[i-1][j] + wt[i][j] < b) b = dist[i-1][j] + wt[i][j];
                if (i < n - 1 && dist[i+1][j] < INF && dist[i+1][j] + wt[i][j] < b) b = dist[i+1][j] + wt[i][j];
                if (j > 0 && dist[i][j-1] < INF && dist[i][j-1] + wt[i][j] < b) b = dist[i][j-1] + wt[i][j];
                if (j < n - 1 && dist[i][j+1] < INF && dist[i][j+1] + wt[i][j] < b) b = dist[i][j+1] + wt[i][j];
                nd[i][j] = b;
            }
        changed = 0;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) {
                if (nd[i][j] != dist[i][j]) changed = changed + 1;
                dist[i][j] = nd[i][j];
            }
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 6, 20};
    for (int c = 0; c < 5; c++) {
        int n = ns[c], rounds = 0;
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { dist[i][j] = INF; wt[i][j] = 1 + (i * 7 + j * 11) % 9; }
        dist[0][0] = 0;
        do { relax(n); rounds++; printf(" %d", changed); } while (changed && rounds < 100);
        printf("\nn=%d rounds=%d far=%d\n", n, rounds, dist[n - 1][n - 1]);
        for (int i = 0; i < n; i++) printf("%d ", dist[i][(i * 5) % n]);
        printf("\n");
    }
    return 0;
}
