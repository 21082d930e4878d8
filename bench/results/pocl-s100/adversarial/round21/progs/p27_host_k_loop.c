#include <stdio.h>
#define N 40
float a[N][N];
int main(void)
{
    int i, j, k;
    double trace = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = i == j ? 16.0f : (float)((i * 3 + j * 7) % 5) * 0.25f;
    for (k = 0; k < N - 1; k++) {
#pragma bbmm name(gstep)
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j] / a[k][k];
        trace += a[k + 1][k + 1];
        if (k % 5 == 0)
            a[k + 1][k + 1] += 0.5f;
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)a[i][j] * (i + j + 1);
    printf("%a %a\n", s, trace);
    return 0;
}
