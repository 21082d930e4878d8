/* nested helper calls directly in bounds: imin(n, imax(i + ku, 0)) and imax(0, imin(i - kl, n)) */
#include <stdio.h>
#define N 18
static double A[N][N], y[N], x[N];
static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
static void gbmv(int n, int kl, int ku)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = imax(0, imin(i - kl, n)); j < imin(n, imax(i + ku + 1, 0)); j++)
            y[i] += A[i][j] * x[j];
    }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { x[i] = i * 0.5; y[i] = -1; for (j = 0; j < N; j++) A[i][j] = (i + j) % 3; }
        gbmv(n, 2, 1);
        for (i = 0; i < N; i++) printf("%a\n", y[i]);
    }
    return 0;
}
