/* a global int assigned in the region, used as a bound there, read by another function after the region */
#include <stdio.h>
#define N 12
static double A[N][N];
int nlim;
static void report(void) { printf("%d\n", nlim); }
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        nlim = n - 2;
        for (i = 0; i < nlim; i++)
            for (j = 0; j < n; j++)
                A[i][j] = A[i][j] + A[i + 1][j] * 0.5;
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 7 + j) % 9;
    for (n = 2; n <= N; n += 5) { f(n); report(); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
