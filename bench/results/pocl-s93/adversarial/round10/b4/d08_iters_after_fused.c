/* sibling nests whose iterators (declared outside) are read by host code after the region: loop exit values with different bounds per nest */
#include <stdio.h>
#define N 32
static double a[N][N], b[N][N], c[N];

static void work(int n, int m, int *pi, int *pj, int *pk)
{
    int i = -5, j = -6, k = -7;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++)
                a[i][j] = a[i][j] + 1.0;
        for (i = 1; i < m; i++)
            for (j = 2; j < n; j++)
                b[i][j] = b[i][j] * 0.5;
        for (k = 0; k < n + m && k < N; k++)
            c[k] = k * 0.25;
    }
    *pi = i; *pj = j; *pk = k;
}

int main(void)
{
    int sz[][2] = {{0, 0}, {1, 0}, {0, 3}, {1, 1}, {3, 2}, {2, 5}, {N, N}};
    for (int s = 0; s < 7; s++) {
        int i, j, k;
        for (int x = 0; x < N; x++) { c[x] = -1; for (int y = 0; y < N; y++) a[x][y] = b[x][y] = x - y; }
        work(sz[s][0], sz[s][1], &i, &j, &k);
        printf("%d %d -> i=%d j=%d k=%d a=%a b=%a c=%a\n", sz[s][0], sz[s][1], i, j, k, a[1][1], b[1][2], c[1]);
    }
    return 0;
}
