/* Floyd-Warshall on 128 x 128 floats in a data scope, 8 rounds with a
 * second nest between them (adversarial round 21, p60): each device's
 * block of rows is the span of its tile, and on 2 devices (4) it takes
 * exactly a 32K (16K) budget.  Row k then found no room: the tile, and
 * every piece of it down to one point, went without its spans, but the
 * spans' buffer, still resident, served the exact boxes again by
 * subsuming them ("out of device memory" at 32K while 30K and 34K ran).
 * Now that buffer is evicted when it leaves no room (tile.h,
 * bbmmi_tile_unsubsume). */
#include <stdio.h>
#define N 128
static float d[N][N], w[N][N];
static void fw(void)
{
    int i, j, k;
#pragma bbmm name(fwround)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
static void bump(int r)
{
    int i, j;
#pragma bbmm name(bump)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            w[i][j] = w[i][j] + d[i][j];
            d[i][j] = d[i][j] + (float)((i * 3 + j + r) % 4);
        }
}
int main(void)
{
    int i, j, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            d[i][j] = i == j ? 0.0f : (float)((i * 37 + j * 53) % 61 + 1);
            w[i][j] = 0.0f;
        }
#pragma bbmm data(d, w)
    for (r = 0; r < 8; r++) {
        fw();
        bump(r);
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)d[i][j] + 0.001 * (double)w[i][j];
    printf("%a\n", s);
    return 0;
}
