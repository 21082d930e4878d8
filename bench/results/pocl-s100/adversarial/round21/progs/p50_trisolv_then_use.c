#include <stdio.h>
#define N 96
double L[N][N], x[N], y[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            L[i][j] = j < i ? 0.01 * (double)((i + j) % 9) : (i == j ? 2.0 : 0.0);
        x[i] = 1.0;
        y[i] = 0.0;
    }
#pragma bbmm name(solveuse)
    {
        for (k = 0; k < N; k++) {
            x[k] = x[k] / L[k][k];
            for (i = k + 1; i < N; i++)
                x[i] = x[i] - L[i][k] * x[k];
        }
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                y[i] = y[i] + L[j][i] * x[j];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += x[i] * (i + 1) + y[i];
    printf("%a\n", s);
    return 0;
}
