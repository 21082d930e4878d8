/* red-black SOR with (i+j)%2 colouring, omega, a fixed number of sweeps around two regions */
#include <stdio.h>
#define N 20
static double u[N][N], f[N][N];
static void sor(int n, double omega, int sweeps)
{
    int i, j, s, color;
    for (s = 0; s < sweeps; s++)
        for (color = 0; color < 2; color++) {
#pragma bbmm
            for (i = 1; i < n - 1; i++)
                for (j = 1; j < n - 1; j++)
                    if ((i + j) % 2 == color)
                        u[i][j] = (1.0 - omega) * u[i][j] + omega * 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - f[i][j]);
        }
}
int main(void)
{
    int i, j, n;
    for (n = 2; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0) ? 1.0 : 0.0; f[i][j] = 0.01 * ((i * j) % 5); }
        sor(n, 1.5, 3 + n % 3);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", u[i][j]); printf("\n"); }
    }
    return 0;
}
