/* OpenMP-style: pragma on the inner loop inside a serial sweep, with a scratch 5-vector in the inner body (region growing) */
#include <stdio.h>
#define N 10
static double U[N][N][5], R[N][N][5];
static void sweep(int n)
{
    int i, j, m;
    for (i = 1; i < n; i++) {
#pragma bbmm
        for (j = 0; j < n; j++) {
            double c[5];
            for (m = 0; m < 5; m++) c[m] = U[i - 1][j][m] + R[i][j][m];
            for (m = 0; m < 5; m++) U[i][j][m] = 0.5 * c[m] + 0.25 * c[(m + 2) % 5];
        }
    }
}
int main(void)
{
    int s, i, j, m;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) { U[i][j][m] = (i + j + m) % 4; R[i][j][m] = (i * j + m) % 3 * 0.5; }
        sweep(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) printf("%a\n", U[i][j][m]);
    }
    return 0;
}
