#include <stdio.h>
#define N 36
double a[N][N], inv[N][N], piv[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = i == j ? 8.0 + (double)(i % 5) : 1.0 / (double)(2 + (i * j) % 7);
            inv[i][j] = i == j ? 1.0 : 0.0;
        }
#pragma bbmm name(gjinv)
    for (k = 0; k < N; k++) {
        piv[k] = a[k][k];
        for (j = 0; j < N; j++) {
            a[k][j] = a[k][j] / piv[k];
            inv[k][j] = inv[k][j] / piv[k];
        }
        for (i = 0; i < N; i++)
            if (i != k) {
                for (j = 0; j < N; j++)
                    if (j != k) {
                        a[i][j] = a[i][j] - a[i][k] * a[k][j];
                    }
                for (j = 0; j < N; j++)
                    inv[i][j] = inv[i][j] - a[i][k] * inv[k][j];
            }
        for (i = 0; i < N; i++)
            if (i != k)
                a[i][k] = 0.0;
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += inv[i][j] * (double)((i + 3 * j) % 5 + 1);
    printf("%a %a\n", s, piv[N - 1]);
    return 0;
}
