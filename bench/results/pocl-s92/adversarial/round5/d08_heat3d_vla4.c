/* 3D heat with a VLA parameter u[2][n][n][n], time levels t%2, time loop inside the region */
#include <stdio.h>
#include <stdlib.h>
static void heat(int n, int T, double u[2][n][n][n])
{
    int t, i, j, k;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                for (k = 1; k < n - 1; k++)
                    u[(t + 1) % 2][i][j][k] = u[t % 2][i][j][k] + 0.1 * (u[t % 2][i-1][j][k] + u[t % 2][i+1][j][k]
                        + u[t % 2][i][j-1][k] + u[t % 2][i][j+1][k] + u[t % 2][i][j][k-1] + u[t % 2][i][j][k+1] - 6.0 * u[t % 2][i][j][k]);
}
int main(void)
{
    int n, i, T;
    for (n = 1; n <= 10; n += 3)
        for (T = 1; T <= 4; T += 3) {
            double (*u)[n][n][n] = malloc(sizeof(double[2][n][n][n]));
            double *p = (double *)u;
            for (i = 0; i < 2 * n * n * n; i++) p[i] = (double)((i * 11) % 7);
            heat(n, T, u);
            printf("n=%d T=%d\n", n, T);
            for (i = 0; i < 2 * n * n * n; i++) printf("%a\n", p[i]);
            free(u);
        }
    return 0;
}
