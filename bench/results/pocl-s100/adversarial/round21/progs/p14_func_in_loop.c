#include <stdio.h>
#define N 60
static double u[N][N], v[N][N];
static void relax(int n, int r, double (*p)[N], double (*q)[N])
{
    int i, j;
#pragma bbmm name(relax)
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            q[i][j] = 0.75 * q[i][j] + 0.25 * p[r][j] * p[i][j];
}
static void elim(int n, double (*p)[N])
{
    int i, j, k;
#pragma bbmm name(elim)
    for (k = 0; k < n / 4; k++)
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++)
                p[i][j] -= 0.01 * p[i][k] * p[k][j];
}
int main(void)
{
    int i, j, it;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            u[i][j] = 1.0 + (double)((i * 3 + j) % 8) / 16.0;
            v[i][j] = (double)(i - j) / 32.0;
        }
    for (it = 0; it < 6; it++) {
        relax(N, (it * 17) % N, u, v);
        elim(N, u);
        elim(N, v);
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += u[i][j] + 3.0 * v[i][j];
    printf("%a\n", s);
    return 0;
}
