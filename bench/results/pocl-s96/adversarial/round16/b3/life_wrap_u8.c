/* game of life on a torus, unsigned char grid, double buffer via 3D array plane index t%2 */
#include <stdio.h>
#define N 16
static unsigned char G[2][N][N];
int main(void)
{
    int n, i, j, t, s;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) G[0][i][j] = (unsigned char)((i * 3 + j * 5 + i * j) % 4 == 0);
        for (t = 0; t < 5; t++) {
            int c = t % 2, o = 1 - c;
#pragma bbmm
            for (i = 0; i < n; i++)
                for (j = 0; j < n; j++) {
                    int up = (i - 1 + n) % n, dn = (i + 1) % n, lf = (j - 1 + n) % n, rt = (j + 1) % n;
                    int k = G[c][up][lf] + G[c][up][j] + G[c][up][rt] + G[c][i][lf] + G[c][i][rt]
                          + G[c][dn][lf] + G[c][dn][j] + G[c][dn][rt];
                    G[o][i][j] = k == 3 || (k == 2 && G[c][i][j] != 0);
                }
        }
        s = 0;
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) s = s * 3 + G[1][i][j];
        printf("n=%d s=%d\n", n, s);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) putchar('0' + G[1][i][j]); putchar('\n'); }
    }
    return 0;
}
