#include <stdio.h>
#define N 64
#define T 150
double a[N][N], b[N][N];
int main(void)
{
    int i, j, t;
    int n = N;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (double)((i * 13 + j * 7) % 19) / 8.0;
            b[i][j] = 0.0;
        }
#pragma bbmm name(trow)
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                b[i][j] += a[t % n][j] * (double)(i + 1);
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += b[i][j] * (double)((i + j) % 5);
    printf("%a\n", s);
    return 0;
}
