/* Floyd-Warshall on ints with an INF guard before adding (no overflow) */
#include <stdio.h>
#define N 20
#define INF 1000000000
static int d[N][N];
static void fw(int n)
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (d[i][k] < INF && d[k][j] < INF && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) d[i][j] = (i == j) ? 0 : (((i * 7 + j * 3) % 5 == 0) ? 1 + (i + j) % 9 : INF);
        fw(n);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%d ", d[i][j] == INF ? -1 : d[i][j]); printf("\n"); }
    }
    return 0;
}
