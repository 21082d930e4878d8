/* red-black sweeps `for (j = 1 + (i + c) % 2; j < n - 1; j += 2)`: the colour from a host loop around the region (data kept on the devices between runs: on 2 devices the second colour read the first one's writes stale), both colours in one region, and a write-only strided statement (its hull box is not written whole) */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N], C[N][N];
static void colour(int n, int c)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1 + (i + c) % 2; j < n - 1; j += 2)
            A[i][j] = 0.25 * (A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
}
static void both(int n)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++)
            for (j = 1 + i % 2; j < n - 1; j += 2)
                B[i][j] = 0.5 * (B[i - 1][j] + B[i + 1][j]) - 0.125 * B[i][j];
        for (i = 1; i < n - 1; i++)
            for (j = 1 + (i + 1) % 2; j < n - 1; j += 2)
                B[i][j] = 0.5 * (B[i][j - 1] + B[i][j + 1]) - 0.125 * B[i][j];
    }
}
static void stripes(int n, int c)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = (i + c) % 2; j < n; j += 2)
            C[i][j] = A[i][j] + c;
}
int main(void)
{
    int i, j, t, c;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            B[i][j] = (i * 5 + j) % 13 - 6;
            C[i][j] = -1;
        }
    for (t = 0; t < 3; t++) {
        for (c = 0; c < 2; c++)
            colour(N, c);
        both(N);
        stripes(N, t);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%d %d %a %a %a\n", i, j, A[i][j], B[i][j], C[i][j]);
    return 0;
}
