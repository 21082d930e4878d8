/* a 2-D array of a typedef'd enum; cells compared and counted (game-of-life style) */
#include <stdio.h>
typedef enum { EMPTY, TREE, FIRE } cell;
#define N 10
static cell G[N][N], H[N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) G[i][j] = (cell)((i * 3 + j * 7) % 3);
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                H[i][j] = G[i][j] == FIRE ? EMPTY
                        : (G[i][j] == TREE && (G[i - 1][j] == FIRE || G[i + 1][j] == FIRE || G[i][j - 1] == FIRE || G[i][j + 1] == FIRE)) ? FIRE
                        : G[i][j];
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                G[i][j] = H[i][j];
    }
    for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%d", (int)G[i][j]); printf("\n"); }
    return 0;
}
