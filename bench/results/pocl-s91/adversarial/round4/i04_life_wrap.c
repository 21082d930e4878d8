/* game of life on an unsigned char torus, neighbours by ?: wrap-around subscripts */
#include <stdio.h>
#define N 20
static unsigned char G[N][N], H[N][N];
static void gen(int n)
{
    int i, j, c;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            c = G[i == 0 ? n - 1 : i - 1][j] + G[i == n - 1 ? 0 : i + 1][j] + G[i][j == 0 ? n - 1 : j - 1] +
                G[i][j == n - 1 ? 0 : j + 1] + G[i == 0 ? n - 1 : i - 1][j == 0 ? n - 1 : j - 1] +
                G[i == n - 1 ? 0 : i + 1][j == n - 1 ? 0 : j + 1] + G[i == 0 ? n - 1 : i - 1][j == n - 1 ? 0 : j + 1] +
                G[i == n - 1 ? 0 : i + 1][j == 0 ? n - 1 : j - 1];
            H[i][j] = c == 3 || (c == 2 && G[i][j]);
        }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) G[i][j] = H[i][j];
}
int main(void)
{
    int i, j, t, n;
    for (n = 3; n <= N; n += 17) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) G[i][j] = ((i * 7 + j * 3) % 5 == 0) || (i == j);
        for (t = 0; t < 6; t++) gen(n);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) putchar(G[i][j] ? '#' : '.'); putchar('\n'); }
    }
    return 0;
}
