/* game of life on unsigned char with a count array (int) computed in one region and the rule in a second; host prints populations per step, stops when stable */
#include <stdio.h>
#include <string.h>
#define N 18
static unsigned char g[N][N], prev[N][N];
static int cnt[N][N];
int main(void)
{
    int n, i, j, t, pop;
    for (n = 3; n <= N; n += 5) {
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) g[i][j] = (unsigned char)((i * j + i + 2 * j) % 3 == 0);
        for (t = 0; t < 30; t++) {
            memcpy(prev, g, sizeof g);
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    cnt[i][j] = g[i - 1][j - 1] + g[i - 1][j] + g[i - 1][j + 1] + g[i][j - 1] + g[i][j + 1]
                              + g[i + 1][j - 1] + g[i + 1][j] + g[i + 1][j + 1];
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    g[i][j] = (unsigned char)(cnt[i][j] == 3 || (g[i][j] && cnt[i][j] == 2));
            pop = 0;
            for (i = 0; i < n; i++) for (j = 0; j < n; j++) pop += g[i][j];
            printf("n=%d t=%d pop=%d\n", n, t, pop);
            if (memcmp(prev, g, sizeof g) == 0) break;
        }
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) putchar(g[i][j] ? 'o' : '.'); putchar('\n'); }
    }
    return 0;
}
