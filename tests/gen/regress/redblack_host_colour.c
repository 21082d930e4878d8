/* red-black sweeps with the colour from a host loop (j = 1 + (i + c) % 2, c a parameter of the region): the exact boxes of the parity per row ran out of isl operations and the region was refused as too complex; boxes of sets with local variables now fall back to a simple superset past a budget of their own */
#include <stdio.h>
#define N 64
static double B[N][N];
static void sweep(int n, int c)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1 + (i + c) % 2; j < n - 1; j += 2)
            B[i][j] = 0.25 * (B[i - 1][j] + B[i + 1][j] + B[i][j - 1] + B[i][j + 1]);
}
int main(void)
{
    int i, j, t, c;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            B[i][j] = (i * 5 + j) % 13 - 6;
    for (t = 0; t < 4; t++)
        for (c = 0; c < 2; c++)
            sweep(N, c);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%a\n", B[i][j]);
    return 0;
}
