/* calls of table-based regions in a loop, host modifies a row through the static array between calls */
#include <stdio.h>
#define N 8
static double A[N][N], B[N][N];
static void f(double **a, double **b, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = a[i][j] + b[i][j] * 0.5;
}
int main(void)
{
    double *ra[N], *rb[N];
    int i, j, t;
    for (i = 0; i < N; i++) { ra[i] = A[i]; rb[i] = B[i]; for (j = 0; j < N; j++) { A[i][j] = i - j; B[i][j] = 1; } }
    for (t = 0; t < 4; t++) {
        f(ra, rb, N - t);
        A[t][0] = B[t][1];
        f(rb, ra, N);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
