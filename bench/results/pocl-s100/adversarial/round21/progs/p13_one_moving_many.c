#include <stdio.h>
#define N 48
#define M 36
double a[N][M], b[N][M], c[N][M], e[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < M; j++) {
            a[i][j] = (double)((i + j) % 7) * 0.125;
            b[i][j] = 0.0;
            c[i][j] = (double)((i * j) % 5);
        }
        e[i] = 1.0;
    }
#pragma bbmm name(onemove)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++) {
            for (j = 0; j < M; j++)
                b[i][j] = b[i][j] * 0.5 + a[k][j] * c[i][j];
            e[i] = e[i] + b[i][k % M];
        }
    double s = 0;
    for (i = 0; i < N; i++) {
        for (j = 0; j < M; j++)
            s += b[i][j] * (j + 1);
        s += e[i];
    }
    printf("%a\n", s);
    return 0;
}
