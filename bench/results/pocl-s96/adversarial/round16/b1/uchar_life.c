/* game of life on unsigned char grids with pointer swap between steps, dead borders, counts printed */
#include <stdio.h>
#include <string.h>
#define N 20
static unsigned char g1[N][N], g2[N][N];
static void step(int n, unsigned char (*src)[N], unsigned char (*dst)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            int c = 0;
            c += (i > 0 && j > 0) ? src[i - 1][j - 1] : 0;
            c += i > 0 ? src[i - 1][j] : 0;
            c += (i > 0 && j < n - 1) ? src[i - 1][j + 1] : 0;
            c += j > 0 ? src[i][j - 1] : 0;
            c += j < n - 1 ? src[i][j + 1] : 0;
            c += (i < n - 1 && j > 0) ? src[i + 1][j - 1] : 0;
            c += i < n - 1 ? src[i + 1][j] : 0;
            c += (i < n - 1 && j < n - 1) ? src[i + 1][j + 1] : 0;
            dst[i][j] = (unsigned char)(c == 3 || (c == 2 && src[i][j]));
        }
}
static void run(int n, int steps)
{
    unsigned char (*a)[N] = g1, (*b)[N] = g2, (*t)[N];
    int i, j, s, live;
    memset(g1, 0, sizeof g1); memset(g2, 0, sizeof g2);
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) g1[i][j] = (unsigned char)(((i * 7 + j * 11) % 5) < 2);
    for (s = 0; s < steps; s++) {
        step(n, a, b);
        t = a; a = b; b = t;
        live = 0;
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) live += a[i][j];
        printf("n=%d s=%d live=%d\n", n, s, live);
    }
    for (i = 0; i < n; i++) { for (j = 0; j < n; j++) putchar(a[i][j] ? '#' : '.'); putchar('\n'); }
}
int main(void)
{
    run(0, 2); run(1, 1); run(2, 2); run(5, 3); run(13, 4); run(20, 5);
    return 0;
}
