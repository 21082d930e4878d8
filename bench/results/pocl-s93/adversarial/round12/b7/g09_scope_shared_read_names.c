/* explicit data scope keeps A; a later region reads the same memory through another parameter name (mm(n, A, A, C)-style) */
#include <stdio.h>
#define N 16
static double A[N][N], C[N][N];
static void scale(int n, double a[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] * 0.5 + 1.0;
}
static void mm(int n, double x[N][N], double y[N][N], double z[N][N])
{
    int i, j, k;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            z[i][j] = 0.0;
            for (k = 0; k < n; k++) z[i][j] += x[i][k] * y[k][j];
        }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 5 * 0.25; C[i][j] = 0; }
#pragma bbmm data
    for (t = 0; t < 2; t++) {
        scale(N, A);
        mm(N, A, A, C);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], C[i][j]);
    return 0;
}
