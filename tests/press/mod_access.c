/* A nest writing d, then one reading d[i % N][j % N] beside e[i][j] and
 * c[i][j], in one serial loop: each array of the second nest's tile has
 * spans (what the tile's cell touches over every serial iteration), and on
 * 2 devices d's (8 KiB) and e's (16 KiB) fill a 24 KiB budget.  A slot
 * used to drop only its own spans when it did not fit, so the tile was cut
 * down to one point that still found no 8 bytes for c: "out of device
 * memory" at 24K while 20K and 28K ran (4 devices: 12K; 3: 15K and 19K;
 * 1: 8K and 40K; adversarial round 21, F2).  Now the earlier slots drop
 * theirs too (tile.h, bbmmi_tile_place_fewer_spans). */
#include <stdio.h>
#define N 32
#define M 64
double d[N][N];
double c[M][M], e[M][M];
int main(void)
{
    int i, j, k;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = (double)((i * 5 + j * 9) % 23) + 1.0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) {
            c[i][j] = (double)((i + j) % 7) * 0.125;
            e[i][j] = 0.0;
        }
#pragma bbmm name(press)
    for (k = 0; k < N; k++) {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                d[i][j] = d[i][j] * 0.5 + 1.0;
        for (i = 0; i < M; i++)
            for (j = 0; j < M; j++)
                e[i][j] = e[i][j] * 0.5 + c[i][j] * d[i % N][j % N];
    }
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            s += e[i][j];
    printf("%a\n", s);
    return 0;
}
