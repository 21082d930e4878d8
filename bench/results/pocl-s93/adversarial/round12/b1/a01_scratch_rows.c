/* two scratch rows declared in the i-loop body, filled then read, n varies */
#include <stdio.h>
#define M 16
static double A[M][M], B[M][M];
static void kern(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double r1[M], r2[M];
        for (j = 0; j < m; j++) r1[j] = A[i][j] * 2.0;
        for (j = 0; j < m; j++) r2[j] = r1[m - 1 - j] + 1.0;
        for (j = 0; j < m; j++) B[i][j] = r1[j] - r2[j];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < M; i++) for (j = 0; j < M; j++) { A[i][j] = (i * 7 + j * 3) % 11 * 0.25; B[i][j] = -1; }
        kern(ns[s], ns[(s + 2) % 5]);
        for (i = 0; i < M; i++) for (j = 0; j < M; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
