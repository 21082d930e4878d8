/* Gauss-Seidel-like sweep (carried dependences on u) with carried scalars and a 3-D scratch block */
#include <stdio.h>
#define N 14
static double u[N][N];
static void sweep(void)
{
    int i, j, a, b, m;
    double xi, eta, P[2][2][3];
#pragma bbmm
    for (i = 1; i < N - 1; i++) {
        xi = 1.0 / (i + 1);
        for (j = 1; j < N - 1; j++) {
            eta = xi * j * 0.1;
            for (a = 0; a < 2; a++)
                for (b = 0; b < 2; b++)
                    for (m = 0; m < 3; m++)
                        P[a][b][m] = 0.05 * (a + b) + eta * m;
            u[i][j] = 0.2 * (u[i - 1][j] * (1 + P[0][0][1]) + u[i][j - 1] * (1 - P[1][1][2]) + u[i + 1][j] + u[i][j + 1]) + P[1][0][0];
        }
    }
}
int main(void)
{
    int i, j, t;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            u[i][j] = ((i * 37 + j * 11) % 17) / 17.0;
    for (t = 0; t < 3; t++)
        sweep();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += u[i][j] * (1 + (i * 3 + j * 5) % 7);
    printf("%.17g\n", s);
    return 0;
}
