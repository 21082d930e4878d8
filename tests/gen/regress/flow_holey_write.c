/* three nests of one region, the second writing A[j][i] for even i only, called as f(40, 3), f(33, 0), f(7, 9): on 2 and 4 devices (also in 2 chunks each, test pp_flow_holey_pipeline) a write of the third nest was lost.  A tile's flow-out box, the hull of what it writes and later tiles read, reached past its write boxes where the tile's bounds do not fall on the stride (column 3 of a tile over columns 0..3); the flow-out to the host skipped those elements (stale there), but the flow-in into the other devices took the whole box from the host and replaced their newer values.  Flow-out boxes are now clipped to the tile's write boxes (tile.h, bbmmi_tile_clip_flows).  Found behind the int overflow of "m + 2147483647 >= n" in the generated guards, which had sent the region to the host */
#include <stdio.h>
#define N 48
static double A[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i += 2)
            for (j = 1; j < n - m; j++)
                A[i][j]++;
        for (i = 0; i < n; i += 2)
            for (j = 0; j < n; j++)
                A[j][i] -= 0.25;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                A[i][j] += 1.0;
    }
}
int main(void)
{
    int a, b;
    for (a = 0; a < N; a++)
        for (b = 0; b < N; b++)
            A[a][b] = (a * 7 + b) % 13 * 0.75;
    f(40, 3);
    f(33, 0);
    f(7, 9);
    for (a = 0; a < N; a++)
        for (b = 0; b < N; b++)
            printf("%a\n", A[a][b]);
    return 0;
}
