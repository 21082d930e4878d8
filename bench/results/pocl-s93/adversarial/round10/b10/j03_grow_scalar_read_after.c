/* OpenMP-style: row index scalar ip = i - 1 and a last-row marker read by the caller after the loop; two regions in the loop body */
#include <stdio.h>
#define N 30
static double a[N][N], b[N][N];

static int sweep(int n, int m)
{
    int i, j, ip = -1, last = -1;
    for (i = 1; i < n; i++) {
        ip = i - 1;
        last = i;
#pragma bbmm
        for (j = 0; j < m; j++)
            a[i][j] = a[ip][j] * 0.5 + b[i][j];
#pragma bbmm
        for (j = 0; j < m; j++)
            b[i][j] = a[i][j] - b[ip][j];
    }
    return ip * 100 + last;
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 3}, {5, 1}, {N, N}, {17, 9}};
    for (int s = 0; s < 5; s++) {
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { a[i][j] = (i + j) % 4; b[i][j] = 0.25 * ((i * j) % 3); }
        int r = sweep(sz[s][0], sz[s][1]);
        printf("r=%d\n", r);
        for (int i = 0; i < sz[s][0]; i++) printf("%a %a\n", a[i][sz[s][1] - 1], b[i][0]);
    }
    return 0;
}
