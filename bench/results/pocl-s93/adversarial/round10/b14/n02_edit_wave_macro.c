/* edit distance with a MIN3 macro and no scalars, weighted substitution cost from a small table cost[a][b] indexed by the characters' classes (data subscripts avoided by a ternary) */
#include <stdio.h>
#define NA 50
#define NB 50
#define MIN3(a, b, c) ((a) < (b) ? ((a) < (c) ? (a) : (c)) : ((b) < (c) ? (b) : (c)))
static int D[NA + 1][NB + 1];
static unsigned char X[NA], Y[NB];
static void ed(int n, int m, int ins, int del)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i <= n; i++) D[i][0] = i * del;
        for (j = 0; j <= m; j++) D[0][j] = j * ins;
        for (i = 1; i <= n; i++)
            for (j = 1; j <= m; j++)
                D[i][j] = MIN3(D[i - 1][j] + del, D[i][j - 1] + ins, D[i - 1][j - 1] + (X[i - 1] == Y[j - 1] ? 0 : (X[i - 1] + Y[j - 1] == 3 ? 1 : 2)));
    }
}
int main(void)
{
    for (int k = 0; k < NA; k++) { X[k] = (unsigned char)((k * 5 + k / 3) % 4); Y[k] = (unsigned char)((k * 3 + 1) % 4); }
    int sz[][4] = {{0, 3, 1, 1}, {1, 1, 2, 1}, {7, 50, 1, 3}, {50, 9, 2, 2}, {50, 50, 1, 1}};
    for (int s = 0; s < 5; s++) {
        ed(sz[s][0], sz[s][1], sz[s][2], sz[s][3]);
        printf("%d %d: %d\n", sz[s][0], sz[s][1], D[sz[s][0]][sz[s][1]]);
        for (int i = 0; i <= sz[s][0]; i += 4) printf("%d ", D[i][sz[s][1] / 2]);
        printf("\n");
    }
    return 0;
}
