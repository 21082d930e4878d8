#include <stdio.h>
#define N 120
float L[N][N];
float x[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++) {
        for (j = 0; j < N; j++)
            L[i][j] = j <= i ? (i == j ? 4.0f : 1.0f / (float)(i - j + 2)) : 0.0f;
        x[i] = (float)(i % 9) * 0.5f;
    }
#pragma bbmm name(fwdsub)
    for (k = 0; k < N; k++) {
        x[k] = x[k] / L[k][k];
        for (i = k + 1; i < N; i++)
            x[i] = x[i] - L[i][k] * x[k];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        s += (double)x[i] * (i + 3);
    printf("%a %a\n", s, (double)x[N - 1]);
    return 0;
}
