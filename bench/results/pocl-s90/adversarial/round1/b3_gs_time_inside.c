/* 2D Gauss-Seidel with the time loop inside the region (seidel-2d) */
#include <stdio.h>
#define N 18
static double A[N][N];
static void seidel(int tsteps, int n)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t <= tsteps - 1; t++)
        for (i = 1; i <= n - 2; i++)
            for (j = 1; j <= n - 2; j++)
                A[i][j] = (A[i - 1][j - 1] + A[i - 1][j] + A[i - 1][j + 1] + A[i][j - 1] + A[i][j] + A[i][j + 1] + A[i + 1][j - 1] + A[i + 1][j] + A[i + 1][j + 1]) / 9.0;
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = ((double)i * (j + 2) + 2) / N;
    seidel(4, N);
    seidel(0, N);
    seidel(3, 3);
    seidel(2, 10);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
