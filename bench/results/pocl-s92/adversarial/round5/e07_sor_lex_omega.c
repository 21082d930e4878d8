/* lexicographic SOR in place with the sweep loop in the region, omega and a float copy of the result */
#include <stdio.h>
#define N 15
static double u[N][N];
static float uf[N][N];
static void sor(int n, int sweeps, double omega)
{
    int s, i, j;
#pragma bbmm
    {
        for (s = 0; s < sweeps; s++)
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    u[i][j] = (1.0 - omega) * u[i][j] + omega * 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                uf[i][j] = (float)u[i][j];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[i][j] = (i == n - 1 || j == 0) ? 1.0 : 0.0;
        sor(n, 4, 1.25);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", (double)uf[i][j]); printf("\n"); }
    }
    return 0;
}
