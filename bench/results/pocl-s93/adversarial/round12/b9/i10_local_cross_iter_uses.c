/* scratch row used across iterations of an inner time loop within its block (explicit Jacobi per row) */
#include <stdio.h>
#define N 16
static double A[N][N];
static void kern(int n, int T)
{
    int i, j, t;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double a[N], b[N];
        for (j = 0; j < n; j++) a[j] = A[i][j];
        for (t = 0; t < T; t++) {
            for (j = 0; j < n; j++) b[j] = 0.5 * a[j] + 0.25 * (a[j > 0 ? j - 1 : 0] + a[j < n - 1 ? j + 1 : n - 1]);
            for (j = 0; j < n; j++) a[j] = b[j];
        }
        for (j = 0; j < n; j++) A[i][j] = a[j];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((i * 5 + j * 3) % 7 == 0) ? 8.0 : 0.0;
        kern(ns[s], s + 1);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
