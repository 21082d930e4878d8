/* explicit scope keeping a 2D array C; host writes through a row pointer r = C[2] made inside the scope, update host(r) and update device(C) */
#include <stdio.h>
#define N 10
static double C[N][N], D[N][N];
static void relax(int n)
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            D[i][j] = 0.2 * (C[i][j] + C[i - 1][j] + C[i + 1][j] + C[i][j - 1] + C[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            C[i][j] = D[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) { C[i][j] = (i == j) ? 4.0 : (i + j) % 3; D[i][j] = 0.0; }
#pragma bbmm data(C, D)
    for (t = 0; t < 4; t++) {
        double *r = C[2];
        relax(N);
#pragma bbmm update host(r)
        for (j = 0; j < N; j++)
            r[j] = r[j] + (double)(t + 1);
        r[t + 1] = -1.0;
#pragma bbmm update device(C)
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a %a\n", C[i][j], D[i][j]);
    return 0;
}
