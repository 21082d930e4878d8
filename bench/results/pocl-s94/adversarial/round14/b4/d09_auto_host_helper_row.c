/* no pragma: a host helper writes a row passed as C[k] between regions on the 2D array C (the helper has no region) */
#include <stdio.h>
#define N 8
static double C[N][N];
static void bump(double *r, int m, double v)
{
    int j;
    for (j = 0; j < m; j++) r[j] += v;
}
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            C[i][j] = C[i][j] * 0.5 + (double)(i - j);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) C[i][j] = i + j;
    for (t = 0; t < 4; t++) {
        step(N);
        bump(C[t], N, 1.0);
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    return 0;
}
