#include <stdio.h>
#include <math.h>
#define N 56
double a[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = i == j ? (double)N + 1.0 : 1.0 / (double)(1 + (i > j ? i - j : j - i));
#pragma bbmm name(chol)
    for (k = 0; k < N; k++) {
        a[k][k] = sqrt(a[k][k]);
        for (i = k + 1; i < N; i++)
            a[i][k] = a[i][k] / a[k][k];
        for (j = k + 1; j < N; j++)
            for (i = j; i < N; i++)
                a[i][j] = a[i][j] - a[i][k] * a[j][k];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j <= i; j++)
            s += a[i][j] * (1 + i + 2 * j);
    printf("%a %a\n", s, a[N - 1][N - 2]);
    return 0;
}
