#include <stdio.h>
#include <math.h>
#define N 50
double d[N][N];
static void fw(int n, double a[N][N])
{
    int i, j, k;
#pragma bbmm name(fwd)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                a[i][j] = fmin(a[i][j], a[i][k] + a[k][j]);
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0.0 : 1.0 + (double)((i * 37 + j * 11) % 29) / 3.0;
    fw(N, d);
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s = s * 0.999 + d[i][j];
    printf("%a %a\n", s, d[7][N - 2]);
    return 0;
}
