#include <stdio.h>

#define N 90
static double u[N][N], v[N][N];

int main(void)
{
    int n = N;
    for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) u[i][j] = v[i][j] = 0;
#pragma bbmm data(u, v)
    for (int t = 0; t < 20; t++) {
#pragma bbmm update host(u)
        for (int j = 0; j < n; j++) u[0][j] = (t % 3) + j * 0.01;     /* boundary set by the host */
#pragma bbmm update device(u)
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
        for (int i = 1; i < n - 1; i++)
            for (int j = 1; j < n - 1; j++)
                u[i][j] = v[i][j];
    }
    double h = 0; for (int i = 0; i < N; i++) for (int j = 0; j < N; j++) h = h * 0.999 + u[i][j];
    printf("%a\n", h);
    return 0;
}
