/* data scope without list: a helper memcpy's a boundary row into the kept global between regions */
#include <stdio.h>
#include <string.h>
#define N 16
static double U[N][N], V[N][N];
static double bnd[N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < n; j++)
            V[i][j] = 0.5 * (U[i - 1][j] + U[i + 1][j]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 0; j < n; j++)
            U[i][j] = V[i][j];
}
static void set_boundary(int t)
{
    int j;
    for (j = 0; j < N; j++) bnd[j] = t + j * 0.125;
    memcpy(U[0], bnd, sizeof bnd);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { U[i][j] = (i + j) % 3; V[i][j] = 0; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        set_boundary(t);
        step(N);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
