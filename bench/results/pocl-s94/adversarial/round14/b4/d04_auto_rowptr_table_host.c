/* no pragma: a table of row pointers into a static 2D array C is written on the host between regions on C (rows[2][j] += 1) */
#include <stdio.h>
#define N 8
static double C[N][N], D[N][N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            D[i][j] = C[i][j] * 0.5 + C[j][i];
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            C[i][j] = D[i][j] * 0.25;
}
int main(void)
{
    double *rows[N];
    int i, j, t;
    for (i = 0; i < N; i++) {
        rows[i] = C[i];
        for (j = 0; j < N; j++) { C[i][j] = i * N + j; D[i][j] = 0; }
    }
    for (t = 0; t < 4; t++) {
        step(N);
        rows[2][t] += 1.0;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a %a\n", C[i][j], D[i][j]);
    return 0;
}
