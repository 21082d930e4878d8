/* PolyBench seidel-2d as written (square n, time loop inside the region), sizes from 1 to 40 and tsteps 0..3 */
#include <stdio.h>
#define N 40
static double A[N][N];
static void seidel(int tsteps, int n)
{
    int t, i, j;
#pragma scop
    for (t = 0; t <= tsteps - 1; t++)
        for (i = 1; i <= n - 2; i++)
            for (j = 1; j <= n - 2; j++)
                A[i][j] = (A[i-1][j-1] + A[i-1][j] + A[i-1][j+1] + A[i][j-1] + A[i][j] + A[i][j+1] + A[i+1][j-1] + A[i+1][j] + A[i+1][j+1]) / 9.0;
#pragma endscop
}
int main(void)
{
    int sz[][2] = {{1, 1}, {2, 3}, {0, 5}, {3, 4}, {2, 17}, {3, 40}};
    for (int s = 0; s < 6; s++) {
        int n = sz[s][1];
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) A[i][j] = ((double)i * (j + 2) + 2) / N;
        seidel(sz[s][0], n);
        for (int i = 0; i < n; i++) printf("%a %a\n", A[i][n - 1 - i], A[i][n / 2]);
        printf("--\n");
    }
    return 0;
}
