/* helper with a VLA t[m] whose size is its parameter, called with m = i + 1 (size the region sets) */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static void tri(int m, double *a, double *b)
{
    double t[m];
    int k;
    for (k = 0; k < m; k++) t[k] = a[k] * 2.0;
    for (k = 0; k < m; k++) b[k] = t[m - 1 - k] + t[k];
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        tri(i + 1, A[i], B[i]);
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + j * 3) % 5 * 0.5; B[i][j] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
