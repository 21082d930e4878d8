/* KNOWN WRONG RESULT, not yet fixed (kept out of the test suite; see
 * tests/known/README).  Three nests of one region, the second writing
 * A[j][i] for even i only (a write box not written whole), called as
 * f(40, 3) then f(33, 0): on 2 and 4 PoCL devices under the default flow
 * coherency the output differs from the sequential program's, and under
 * BBMM_COHERENCY=block it does not.  Likely cause: the tile's whole write
 * box is marked written (tile.h, bbmmi_tile_slot_flow: bbmmi_op_written),
 * so the elements between those written, older on its device than an
 * earlier nest's writes on another device (which flow only to their
 * readers), become the newest copy, and the third nest reads them.
 * Found behind the int overflow of "m + 2147483647 >= n" in the
 * generated guards, which had sent the region to the host. */
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
