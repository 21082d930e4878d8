/* in-place 2D Gauss-Seidel with the time loop in the region and clamped neighbours via ?: in subscripts */
#include <stdio.h>
#define N 14
static double u[N][N];
static void run(int n, int T)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                u[i][j] = (u[i > 0 ? i - 1 : 0][j] + u[i < n - 1 ? i + 1 : n - 1][j]
                         + u[i][j > 0 ? j - 1 : 0] + u[i][j < n - 1 ? j + 1 : n - 1] + u[i][j]) / 5.0;
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 4) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = (double)((i * 7 + j * 3) % 10);
        run(n, 3);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", u[i][j]); printf("\n"); }
    }
    return 0;
}
