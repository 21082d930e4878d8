#include <stdio.h>
#define N 64
double a[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (i == j) ? (double)N * 2.0 : (double)((i * 5 + j * 3) % 11) / 7.0 - 0.5;
#pragma bbmm name(lucol)
    for (k = 0; k < N; k++) {
        for (i = k + 1; i < N; i++)
            a[i][k] = a[i][k] / a[k][k];
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                a[i][j] -= a[i][k] * a[k][j];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)(i - j);
    printf("%a %a %a\n", s, a[N - 1][N - 1], a[N / 2][3]);
    return 0;
}
