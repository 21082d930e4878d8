/* f(A, A): a product reading the matrix and its own first row as the
   vector, in a time loop (automatic scope) where another region writes A */
#include <stdio.h>
#define N 48
static double A[N * N], y[N];
static void gemv(int m, int n, const double *a, const double *x, double *yy)
{
    int i, j;
#pragma bbmm array(a[m][n])
    for (i = 0; i < m; i++) {
        double s = 0.0;
        for (j = 0; j < n; j++)
            s += a[i * n + j] * x[j];
        yy[i] = s;
    }
}
static void update(int m, int n, double *a, const double *yy)
{
    int i, j;
#pragma bbmm array(a[m][n])
    for (i = 0; i < m; i++)
        for (j = 0; j < n; j++)
            a[i * n + j] = a[i * n + j] * 0.5 + yy[i] * 1e-3 * (double)(j + 1);
}
int main(void)
{
    int i, t;
    for (i = 0; i < N * N; i++) A[i] = (double)(i % 13) / 16.0 - 0.25;
    for (t = 0; t < 5; t++) {
        gemv(N, N, A, A, y);
        update(N, N, A, y);
        gemv(N, N, A, A + N, y);
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", y[i], A[i * N + i]);
    return 0;
}
