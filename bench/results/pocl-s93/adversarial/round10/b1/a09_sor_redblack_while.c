/* red-black SOR with omega in a while loop: two regions (red, black) by (i+j)%2 parity, residual on host, Neumann boundaries in separate region loops */
#include <stdio.h>
#include <math.h>
#define N 34
static double u[N][N], f[N][N];

static void color(int n, int c, double omega)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            if ((i + j) % 2 == c)
                u[i][j] = (1.0 - omega) * u[i][j] + omega * 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - f[i][j]);
}

static void neumann(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++) { u[i][0] = u[i][1]; u[i][n-1] = u[i][n-2]; }
        for (i = 0; i < n; i++) { u[0][i] = u[1][i]; u[n-1][i] = u[n-2][i]; }
    }
}

int main(void)
{
    int ns[] = {2, 3, 4, 9, 34};
    for (int c = 0; c < 5; c++) {
        int n = ns[c], it = 0;
        double err = 1.0, omega = 1.5;
        for (int i = 0; i < N; i++)
            for (int j = 0; j < N; j++) { u[i][j] = 0.0; f[i][j] = 0.01 * ((i * 5 + j * 3) % 9 - 4); }
        while (err > 1e-6 && it < 25) {
            color(n, 0, omega);
            color(n, 1, omega);
            neumann(n);
            err = 0.0;
            for (int i = 1; i < n - 1; i++)
                for (int j = 1; j < n - 1; j++) {
                    double r = u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - 4 * u[i][j] - f[i][j];
                    err += r * r;
                }
            err = sqrt(err);
            it++;
        }
        printf("n=%d it=%d err=%a\n", n, it, err);
        for (int i = 0; i < n; i++) printf("%a ", u[i][(i * 3) % n]);
        printf("\n");
    }
    return 0;
}
