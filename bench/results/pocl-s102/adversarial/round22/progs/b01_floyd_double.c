/* floyd-warshall on doubles with fmin, N = 40 (12.8 KB per matrix) */
#include <stdio.h>
#include <math.h>
#define N 40
static double d[N][N];
static void fw(int n, double (*p)[N])
{
    int i, j, k;
#pragma bbmm
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                p[i][j] = fmin(p[i][j], p[i][k] + p[k][j]);
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++)
        d[i][j] = (i == j) ? 0.0 : ((i * 7 + j * 13) % 17 == 0 ? 1e30 : (double)((i * 3 + j * 5) % 23 + 1));
    fw(N, d);
    for (i = 0; i < N; i++) { double s = 0; for (j = 0; j < N; j++) s += d[i][j]; printf("%a\n", s); }
    return 0;
}
