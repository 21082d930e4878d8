#include <stdio.h>
#define N 90
double U[N][N];
double y[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            U[i][j] = j >= i ? (i == j ? 3.0 + (i % 4) : 0.1 * ((i + j) % 5)) : 0.0;
        y[i] = 1.0 + i * 0.01;
    }
#pragma bbmm name(backsub)
    for (k = N - 1; k >= 0; k--) {
        y[k] = y[k] / U[k][k];
        for (i = 0; i < k; i++)
            y[i] -= U[i][k] * y[k];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += y[i] * (double)(N - i);
    printf("%a %a\n", s, y[0]);
    return 0;
}
