/* OpenMP-style sweep with a scalar carried across the serial loop (fac *= 0.9 each row) between the row regions; fac printed after */
#include <stdio.h>
#define N 30
static double u[N][N], r[N][N];

static double sweep(int n, int m)
{
    int i, j;
    double fac = 1.0;
    for (i = 1; i < n; i++) {
        fac = fac * 0.9;
#pragma bbmm
        for (j = 0; j < m; j++)
            u[i][j] = u[i - 1][j] * fac + r[i][j];
    }
    return fac;
}

int main(void)
{
    int sz[][2] = {{1, 1}, {2, 3}, {5, 1}, {N, N}, {17, 9}};
    for (int s = 0; s < 5; s++) {
        for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) { u[i][j] = (i + j) % 3; r[i][j] = 0.1 * ((i * j) % 4); }
        double f = sweep(sz[s][0], sz[s][1]);
        printf("fac=%a\n", f);
        for (int i = 0; i < sz[s][0]; i++) printf("%a ", u[i][sz[s][1] - 1]);
        printf("\n");
    }
    return 0;
}
