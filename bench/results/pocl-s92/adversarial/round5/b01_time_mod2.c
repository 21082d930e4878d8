/* time loop inside the region, two time levels as u[t%2] / u[(t+1)%2] in one 3D array */
#include <stdio.h>
#define N 18
static double u[2][N][N];
static void heat(int n, int T)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 1; i < n - 1; i++)
            for (j = 1; j < n - 1; j++)
                u[(t + 1) % 2][i][j] = u[t % 2][i][j] + 0.2 * (u[t % 2][i - 1][j] + u[t % 2][i + 1][j] + u[t % 2][i][j - 1] + u[t % 2][i][j + 1] - 4.0 * u[t % 2][i][j]);
}
int main(void)
{
    int i, j, n, T;
    for (n = 1; n <= N; n += 4)
        for (T = 0; T <= 5; T += 2) {
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[0][i][j] = u[1][i][j] = ((i * 3 + j) % 7 == 0) ? 1.0 : 0.0;
            heat(n, T);
            printf("n=%d T=%d\n", n, T);
            for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a %a ", u[0][i][j], u[1][i][j]); printf("\n"); }
        }
    return 0;
}
