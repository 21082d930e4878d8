/* a region scalar that a loop ran over, assigned again inside a later loop, read after that loop (before: a read of memory that held the first loop's stale value where the later loop did not run, n = 0: 3 instead of 16, silently): the value of the later loop's last iteration, assumed where it runs (elsewhere the host runs the region as written) */
// expect-explain: assumed: n >= 1
#include <stdio.h>
static double B[16][4];
static void f(int n)
{
    int i = 3, m;
#pragma bbmm
    {
        for (i = 0; i < 16; i++)
            for (m = 0; m < 4; m++)
                B[i][m] = i + m * 0.5;
        for (m = 0; m < n; m++) {
            i = 1 + m % 2;
            B[i][m % 4] = B[i][m % 4] + B[i + 1][m % 4];
        }
        B[0][0] = i;
        B[0][1] = i * 2 + 1;
    }
}
int main(void)
{
    static const int ns[4] = {4, 0, 1, 7};
    int r, a, b;
    for (r = 0; r < 4; r++) {
        f(ns[r]);
        for (a = 0; a < 16; a++)
            for (b = 0; b < 4; b++)
                printf("%a\n", B[a][b]);
    }
    return 0;
}
