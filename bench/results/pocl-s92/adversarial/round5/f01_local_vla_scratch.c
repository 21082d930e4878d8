/* global arrays plus a local VLA scratch row per call: row smoothing into tmp[m], then copy back */
#include <stdio.h>
#define N 22
static double G[N][N];
static void smooth_rows(int n, int m)
{
    int i, j;
    double tmp[m > 0 ? m : 1][N];
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 1; j < m - 1; j++)
                tmp[j][i] = (G[i][j - 1] + 2.0 * G[i][j] + G[i][j + 1]) * 0.25;
        for (i = 0; i < n; i++)
            for (j = 1; j < m - 1; j++)
                G[i][j] = tmp[j][i];
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) G[i][j] = (double)((i * 5 + j * 9) % 13);
    for (n = 0; n <= N; n += 5) {
        smooth_rows(n, N - n / 2);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%a ", G[i][j]); printf("\n"); }
    }
    return 0;
}
