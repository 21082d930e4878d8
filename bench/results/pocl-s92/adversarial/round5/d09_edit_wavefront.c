/* edit distance on a short table written without local scalars (scheduler may skew into a wavefront) */
#include <stdio.h>
#define N 36
#define MIN(a,b) ((a) < (b) ? (a) : (b))
static short D[N + 1][N + 1];
static char s[N], t[N];
static void ed(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) D[i][0] = i;
        for (j = 1; j <= m; j++) D[0][j] = j;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++)
                D[i][j] = MIN(MIN(D[i-1][j] + 1, D[i][j-1] + 1), D[i-1][j-1] + (s[i-1] != t[j-1]));
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { s[i] = 'a' + (i * i) % 3; t[i] = 'a' + (i * 2 + 1) % 3; }
    for (n = 0; n <= N; n += 7) {
        int m = N - n / 3;
        ed(n, m);
        printf("n=%d m=%d d=%d\n", n, m, D[n][m]);
        for (i = 0; i <= n; i++) { for (j = 0; j <= m; j++) printf("%d ", D[i][j]); printf("\n"); }
    }
    return 0;
}
