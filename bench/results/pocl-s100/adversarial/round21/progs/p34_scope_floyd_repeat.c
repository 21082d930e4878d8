#include <stdio.h>
#define N 48
float d[N][N];
static void fw(void)
{
    int i, j, k;
#pragma bbmm name(fwr)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
}
static void perturb(int r)
{
    int i, j;
#pragma bbmm name(pert)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = d[i][j] + (float)((i + j + r) % 3);
}
int main(void)
{
    int i, j, r;
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = (float)((i * 7 + j * 5) % 19 + 1);
#pragma bbmm data(d)
    for (r = 0; r < 5; r++) {
        fw();
        perturb(r);
#pragma bbmm update host(d)
        s += d[r][N - 1 - r];
        d[r * 3][r * 5] = 0.5f;
#pragma bbmm update device(d)
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)d[i][j] * (i + 1);
    printf("%a\n", s);
    return 0;
}
