/* NPB l2norm: sum[m] accumulated over the grid, then sqrt on the host */
#include <stdio.h>
#include <math.h>
#define N 12
static double v[N][N][N][5];
static void l2norm(int n, double sum[5])
{
    int i, j, k, m;
    for (m = 0; m < 5; m++) sum[m] = 0.0;
#pragma bbmm
    for (k = 1; k < n - 1; k++)
        for (j = 1; j < n - 1; j++)
            for (i = 1; i < n - 1; i++)
                for (m = 0; m < 5; m++)
                    sum[m] = sum[m] + v[k][j][i][m] * v[k][j][i][m];
    for (m = 0; m < 5; m++) sum[m] = sqrt(sum[m] / ((double)(n - 2) * (n - 2) * (n - 2)));
}
int main(void)
{
    int i, j, k, m, it;
    double s[5];
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) v[k][j][i][m] = (double)((i + j * k + m) % 9) / 7.0;
    for (it = 0; it < 3; it++) {
#pragma bbmm
        for (k = 0; k < N; k++)
            for (j = 0; j < N; j++)
                for (i = 0; i < N; i++)
                    for (m = 0; m < 5; m++)
                        v[k][j][i][m] = v[k][j][i][m] * 0.9 + 0.01 * (double)m;
        l2norm(N, s);
        for (m = 0; m < 5; m++) printf("%a\n", s[m]);
    }
    return 0;
}
