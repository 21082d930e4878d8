/* scratch 5-vector declared in the j-loop body inside a serial k sweep (Gauss-Seidel in k) */
#include <stdio.h>
#define N 8
static double U[N][N][5];
static void kern(int n)
{
    int k, j, m;
#pragma bbmm
    for (k = 1; k < n; k++)
        for (j = 0; j < n; j++) {
            double c[5];
            for (m = 0; m < 5; m++) c[m] = U[k - 1][j][m] * 0.5 + U[k][j][(m + 1) % 5];
            for (m = 0; m < 5; m++) U[k][j][m] = c[m] - c[4 - m] * 0.25;
        }
}
int main(void)
{
    int s, i, j, m;
    int ns[] = {0, 1, 2, 5, 8};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) U[i][j][m] = (i * 3 + j + m) % 7 * 0.5;
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) printf("%a\n", U[i][j][m]);
    }
    return 0;
}
