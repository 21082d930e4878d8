/* Game of Life on unsigned char (*)[W+2] buffers from malloc with explicit ghost rows/cols filled by a region, step region, pointer swap and population count on host */
#include <stdio.h>
#include <stdlib.h>
#define W 20
static void ghosts(int h, unsigned char (*g)[W + 2])
{
    int i;
#pragma bbmm array(g[h + 2][W + 2])
    {
        for (i = 1; i <= h; i++) { g[i][0] = g[i][W]; g[i][W + 1] = g[i][1]; }
        for (i = 0; i < W + 2; i++) { g[0][i] = g[h][i]; g[h + 1][i] = g[1][i]; }
    }
}
static void life(int h, unsigned char (*g)[W + 2], unsigned char (*ng)[W + 2])
{
    int i, j;
#pragma bbmm array(g[h + 2][W + 2], ng[h + 2][W + 2])
    for (i = 1; i <= h; i++)
        for (j = 1; j <= W; j++) {
            int s = g[i-1][j-1] + g[i-1][j] + g[i-1][j+1] + g[i][j-1] + g[i][j+1] + g[i+1][j-1] + g[i+1][j] + g[i+1][j+1];
            ng[i][j] = (unsigned char)(s == 3 || (s == 2 && g[i][j]));
        }
}
int main(void)
{
    int hs[] = {1, 2, 5, 16};
    for (int c = 0; c < 4; c++) {
        int h = hs[c];
        unsigned char (*a)[W + 2] = calloc(h + 2, sizeof *a), (*b)[W + 2] = calloc(h + 2, sizeof *b);
        for (int i = 1; i <= h; i++) for (int j = 1; j <= W; j++) a[i][j] = ((i * 3 + j * 5 + i * j) % 7) < 3;
        for (int t = 0; t < 6; t++) {
            ghosts(h, a);
            life(h, a, b);
            unsigned char (*tmp)[W + 2] = a; a = b; b = tmp;
            int pop = 0;
            for (int i = 1; i <= h; i++) for (int j = 1; j <= W; j++) pop += a[i][j];
            printf("h=%d t=%d pop=%d\n", h, t, pop);
        }
        free(a); free(b);
    }
    return 0;
}
