/* BT-style: i assigned a boundary value between loops over i, used in subscripts; j assigned 1 then loop over k */
#include <stdio.h>
#define N 10
static double u[N][N][N], rhs[N][N][N];
static int gp[3] = {N, N - 1, N - 2};
static void f(void)
{
    int i, j, k;
#pragma bbmm
    {
        for (i = 1; i < gp[0] - 1; i++)
            for (j = 1; j < gp[1] - 1; j++)
                for (k = 1; k < gp[2] - 1; k++)
                    rhs[i][j][k] = u[i + 1][j][k] - 2.0 * u[i][j][k] + u[i - 1][j][k];
        i = 1;
        for (j = 1; j < gp[1] - 1; j++)
            for (k = 1; k < gp[2] - 1; k++)
                rhs[i][j][k] = rhs[i][j][k] - 0.5 * (5.0 * u[i][j][k] - 4.0 * u[i + 1][j][k]);
        i = gp[0] - 2;
        for (j = 1; j < gp[1] - 1; j++)
            for (k = 1; k < gp[2] - 1; k++)
                rhs[i][j][k] = rhs[i][j][k] - 0.5 * (u[i - 1][j][k] - 4.0 * u[i][j][k]);
    }
    i = 0; j = 0; k = 0;
}
int main(void)
{
    int i, j, k, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { u[i][j][k] = (i * 3 + j * 5 + k) % 11 * 0.125; rhs[i][j][k] = 0; }
    for (t = 0; t < 3; t++) { gp[t] = N - 2 * t; gp[(t + 1) % 3] = N - t; f(); }
    gp[0] = 3; f();
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", rhs[i][j][k]);
    return 0;
}
