/* red-black sweeps, both colours in one region called from a time loop: a box written in a phase is the hull of the tile's writes, and the elements of it the tile did not write (the other colour, dirty on that device from the earlier phase) were hidden from the other devices: on 2 and 4 devices the second colour read the first one's writes stale */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N], C[N][N];
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
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            A[i][j] = (i * 7 + j * 3) % 11;
            B[i][j] = (i * 5 + j) % 13 - 6;
            C[i][j] = -1;
        }
    for (t = 0; t < 3; t++) {
        both(N);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            printf("%d %d %a %a %a\n", i, j, A[i][j], B[i][j], C[i][j]);
    return 0;
}
