/* kept char grid (cellular automaton); host prints a row each step through a pointer obtained by strchr-free arithmetic */
#include <stdio.h>
#define W 32
static char G[2][W + 1];
int main(void)
{
    int t, i;
    const char *row0 = G[0];
    for (i = 0; i < W; i++) G[0][i] = (i == W / 2) ? '#' : '.';
    G[0][W] = G[1][W] = 0;
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = 1; i < W - 1; i++)
            G[1][i] = (G[0][i - 1] == '#') != (G[0][i + 1] == '#') ? '#' : '.';
#pragma bbmm
        for (i = 1; i < W - 1; i++)
            G[0][i] = G[1][i];
        puts(row0);
    }
    return 0;
}
