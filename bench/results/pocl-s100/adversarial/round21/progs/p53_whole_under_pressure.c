#include <stdio.h>
#define N 32
#define M 64
double d[N][N];
double c[M][M], e[M][M];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0.0 : (double)((i * 5 + j * 9) % 23) + 1.0;
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++) {
            c[i][j] = (double)((i + j) % 7) * 0.125;
            e[i][j] = 0.0;
        }
#pragma bbmm name(press)
    for (k = 0; k < N; k++) {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
        for (i = 0; i < M; i++)
            for (j = 0; j < M; j++)
                e[i][j] = e[i][j] * 0.5 + c[i][j] * d[i % N][j % N];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += d[i][j] * (double)(i + j + 1);
    for (i = 0; i < M; i++)
        for (j = 0; j < M; j++)
            s += e[i][j];
    printf("%a\n", s);
    return 0;
}
