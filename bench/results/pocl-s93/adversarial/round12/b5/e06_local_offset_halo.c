/* scratch row with a halo: w[N + 2], written at j + 1 for j in -1..n, read at j, j + 1, j + 2 */
#include <stdio.h>
#define N 14
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N + 2];
        for (j = -1; j <= n; j++) w[j + 1] = (j >= 0 && j < n) ? A[i][j] : 0.0;
        for (j = 0; j < n; j++) B[i][j] = w[j] + 2.0 * w[j + 1] + w[j + 2];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 14};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 3 * j) % 8 * 0.5; B[i][j] = 7; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
