/* table rows point into a static 2-D array that the same region writes directly */
#include <stdio.h>
#define N 8
static double A[N][N], B[N][N];
static void f(double **rows, int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            B[i][j] = rows[i][j] * 2.0;
            A[i][j] = B[i][j] + 1.0;
        }
}
static void g(double **rows, int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = rows[i - 1][j] + 0.5;
}
int main(void)
{
    double *rows[N], *rb[N];
    int i, j, n;
    for (i = 0; i < N; i++) { rows[i] = A[i]; rb[i] = B[N - 1 - i]; for (j = 0; j < N; j++) { A[i][j] = i + 0.25 * j; B[i][j] = -j; } }
    for (n = 0; n <= N; n += 4) f(rb, n);
    for (n = 1; n <= N; n += 3) g(rows, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
