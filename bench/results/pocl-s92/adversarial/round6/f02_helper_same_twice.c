/* helper f(A, A) on whole arrays: y[k] = x[k] + x[k + 1] in place inside a region loop over rows */
#include <stdio.h>
#define N 10
static double A[N][N];
static void smooth(double y[N], const double x[N], int m)
{
    int k;
    for (k = 0; k < m; k++)
        y[k] = x[k] + x[k + 1];
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        smooth(A[i], A[i], n - 1);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + j) % 4;
    for (n = 0; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
