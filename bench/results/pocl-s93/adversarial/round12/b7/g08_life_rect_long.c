/* rectangular torus life-like rule with long sizes and (i + 1) % n, (j + m - 1) % m, several time steps in the region */
#include <stdio.h>
#define R 40
#define C 48
static unsigned char G[2][R][C];
static void run(long n, long m, int T)
{
    long i, j;
    int t;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++)
            for (j = 0; j < m; j++) {
                int c = G[t % 2][(i + n - 1) % n][j] + G[t % 2][(i + 1) % n][j] + G[t % 2][i][(j + m - 1) % m] + G[t % 2][i][(j + 1) % m];
                G[(t + 1) % 2][i][j] = (unsigned char)((c + G[t % 2][i][j]) % 3 == 1);
            }
}
int main(void)
{
    int s, t;
    long i, j;
    long ns[] = {1, 2, 3, 17, 40};
    long ms[] = {1, 3, 48, 5, 48};
    for (s = 0; s < 5; s++) {
        for (t = 0; t < 2; t++) for (i = 0; i < R; i++) for (j = 0; j < C; j++) G[t][i][j] = (unsigned char)((i * 3 + j * 5 + i * j) % 4 == 0);
        run(ns[s], ms[s], 5);
        for (t = 0; t < 2; t++) { for (i = 0; i < R; i++) for (j = 0; j < C; j++) printf("%u", G[t][i][j]); printf("\n"); }
    }
    return 0;
}
