/* Game of Life with periodic wrap written as ternaries (i==0?n-1:i-1) and also explicit ghost rows copied in separate loops, host time loop with population count */
#include <stdio.h>
#define N 24
static int g[N][N], ng[N][N];
static int gh[N + 2][N + 2], ngh[N + 2][N + 2];

static void step_wrap(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            int im = i == 0 ? n - 1 : i - 1, ip = i == n - 1 ? 0 : i + 1;
            int jm = j == 0 ? n - 1 : j - 1, jp = j == n - 1 ? 0 : j + 1;
            int s = g[im][jm] + g[im][j] + g[im][jp] + g[i][jm] + g[i][jp] + g[ip][jm] + g[ip][j] + g[ip][jp];
            ng[i][j] = (s == 3 || (s == 2 && g[i][j])) ? 1 : 0;
        }
}

static void step_ghost(int n)
{
    int i, j;
#pragma bbmm
    {
        for (j = 1; j <= n; j++) { gh[0][j] = gh[n][j]; gh[n + 1][j] = gh[1][j]; }
        for (i = 0; i <= n + 1; i++) { gh[i][0] = gh[i][n]; gh[i][n + 1] = gh[i][1]; }
        for (i = 1; i <= n; i++)
            for (j = 1; j <= n; j++) {
                int s = gh[i-1][j-1] + gh[i-1][j] + gh[i-1][j+1] + gh[i][j-1] + gh[i][j+1] + gh[i+1][j-1] + gh[i+1][j] + gh[i+1][j+1];
                ngh[i][j] = (s == 3 || (s == 2 && gh[i][j]));
            }
        for (i = 1; i <= n; i++)
            for (j = 1; j <= n; j++)
                gh[i][j] = ngh[i][j];
    }
}

int main(void)
{
    int sizes[] = {1, 2, 3, 5, 8, 24};
    for (int s = 0; s < 6; s++) {
        int n = sizes[s];
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) {
                g[i][j] = ((i * 7 + j * 3 + i * j) % 5) < 2;
                ng[i][j] = 0;
            }
        for (int i = 0; i < N + 2; i++)
            for (int j = 0; j < N + 2; j++) { gh[i][j] = (i >= 1 && j >= 1 && i <= N && j <= N) ? g[i-1][j-1] : 0; ngh[i][j] = 0; }
        for (int t = 0; t < 5; t++) {
            step_wrap(n);
            int pop = 0;
            for (int i = 0; i < n; i++)
                for (int j = 0; j < n; j++) { g[i][j] = ng[i][j]; pop += g[i][j]; }
            step_ghost(n);
            int pop2 = 0;
            for (int i = 1; i <= n; i++)
                for (int j = 1; j <= n; j++) pop2 += gh[i][j];
            printf("n=%d t=%d pop=%d pop2=%d\n", n, t, pop, pop2);
        }
        for (int i = 0; i < n; i++) { for (int j = 0; j < n; j++) putchar(g[i][j] ? '#' : '.'); putchar('\n'); }
    }
    return 0;
}
