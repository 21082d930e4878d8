#include <stdio.h>
#define N 64
double a[N][N], r[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (double)((i * 9 + j * 4) % 15) / 15.0 + (i == j ? 3.0 : 0.0);
            r[i][j] = 0.0;
        }
#pragma bbmm name(pairs)
    for (k = 0; k + 1 < N; k += 2)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                r[i][j] = r[i][j] * 0.5 + a[k][j] * a[i][k] - a[k + 1][j] * a[i][k + 1];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += r[i][j] * (double)(i - j + 1);
    printf("%a\n", s);
    return 0;
}
