#include <stdio.h>
#define N 48
double a[N][N], b[N][N];
static void step(int t)
{
    int i, j;
#pragma bbmm name(step)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            b[i][j] = b[i][j] + a[t][j] * 0.5 - a[i][(t + j) % N] * 0.25;
}
static void lu_part(int k0, int k1)
{
    int i, j, k;
#pragma bbmm name(lupart)
    for (k = k0; k < k1; k++)
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j] / a[k][k];
}
int main(void)
{
    int i, j, t;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = i == j ? 20.0 : (double)((i + 2 * j) % 9) / 10.0;
            b[i][j] = 1.0;
        }
#pragma bbmm data(a, b)
    for (t = 0; t < 12; t++) {
        step(t);
        lu_part(t, t + 2);
#pragma bbmm update host(a, b)
        s += a[N - 1][N - 1] + b[t][t];
        a[t + 20][t] = a[t + 20][t] * 0.5 + 1.0;
        b[0][t] = -b[0][t];
#pragma bbmm update device(a, b)
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * 0.01 + b[i][j];
    printf("%a\n", s);
    return 0;
}
