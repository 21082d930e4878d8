/* a time loop calling a function with two regions and host code between them, with changing sizes */
#include <stdio.h>
#define N 14
static double U[N][N], V[N][N];
static void step(int n, int t)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            V[i][j] = U[i][j] - 0.2 * (U[i - 1][j] + U[i][j + 1]);
    if (n > 2) V[n - 2][1] = V[1][n - 2] + t;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            U[i][j] = U[i][j] * 0.5 + V[i][j] * 0.5;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = (i + j) % 6; V[i][j] = 0; }
    for (t = 0; t < 8; t++) step((t * 5) % (N + 1), t);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", U[i][j], V[i][j]);
    return 0;
}
