#include <stdio.h>
#define N 40
#define M 4000
double d[N][N];      /* 12,800 bytes: whole under a 32K..64K budget */
double x[M], y[M], z[M]; /* 32,000 bytes each */
static void fw(void)
{
    int i, j, k;
#pragma bbmm name(fwe)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
static void axpy(double a)
{
    int i;
#pragma bbmm name(axpy)
    for (i = 0; i < M; i++)
        z[i] = z[i] + a * x[i] * y[i];
}
static void touch(int r)
{
    int i, j;
#pragma bbmm name(touch)
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = d[i][j] + (double)((i * j + r) % 3) + z[i * N + j] * 1e-6;
}
int main(void)
{
    int i, j, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0.0 : (double)((i * 11 + j * 13) % 17) + 1.0;
    for (i = 0; i < M; i++) {
        x[i] = (double)(i % 10) * 0.1;
        y[i] = (double)(i % 7) - 3.0;
        z[i] = 0.0;
    }
    for (r = 0; r < 4; r++) {
        fw();
        axpy(0.5 + r);
        touch(r);
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += d[i][j] * (double)(i + j + 1);
    for (i = 0; i < M; i++)
        s += z[i];
    printf("%a\n", s);
    return 0;
}
