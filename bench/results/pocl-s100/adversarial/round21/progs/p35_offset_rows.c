#include <stdio.h>
#define N 60
double a[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((3 * i + j) % 7) + 1.0;
#pragma bbmm name(offrows)
    for (k = 1; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k - 1 && j != N - k)
                    a[i][j] = a[i][j] * 0.5 + 0.25 * a[k - 1][j] + 0.125 * a[i][N - k];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)(i + 2 * j + 1);
    printf("%a\n", s);
    return 0;
}
