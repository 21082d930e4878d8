/* BT-style: i assigned between loops in the region, and assigned again after it before any read */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        i = 1;
        for (j = 0; j < n; j++)
            A[i][j] = A[i][j] + A[i - 1][j];
        i = n - 2;
        for (j = 0; j < n; j++)
            A[i][j] = A[i][j] * 0.5 + A[i + 1][j];
    }
    i = 0;
    printf("%d %d\n", i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j * 0.5;
    for (n = 2; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
