/* Game of Life with periodic wrap written (i + n - 1) % n and (i + 1) % n, as most codes write it */
#include <stdio.h>
#define N 16
static unsigned char g[N][N], ng[N][N];

static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            int up = (i + n - 1) % n, dn = (i + 1) % n, lf = (j + n - 1) % n, rt = (j + 1) % n;
            int s = g[up][lf] + g[up][j] + g[up][rt] + g[i][lf] + g[i][rt] + g[dn][lf] + g[dn][j] + g[dn][rt];
            ng[i][j] = s == 3 || (s == 2 && g[i][j]);
        }
}

int main(void)
{
    int ns[] = {1, 2, 5, 16};
    for (int c = 0; c < 4; c++) {
        int n = ns[c];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) g[i][j] = (i * 5 + j * 3) % 7 < 3;
        for (int t = 0; t < 4; t++) {
            step(n);
            for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) g[i][j] = ng[i][j];
        }
        for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) putchar('0' + g[i][j]); putchar('\n'); }
    }
    return 0;
}
