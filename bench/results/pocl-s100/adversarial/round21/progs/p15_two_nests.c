#include <stdio.h>
#define N 50
float a[N][N], b[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            a[i][j] = (float)((i * 11 + j * 5) % 23 + 1);
            b[i][j] = (float)((i + j) % 3);
        }
#pragma bbmm name(twonests)
    for (k = 0; k < N; k++) {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                b[i][j] = b[i][j] * 0.5f + 0.25f * a[i][j];
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && a[i][k] + a[k][j] < a[i][j])
                    a[i][j] = a[i][k] + a[k][j];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)a[i][j] * 2.0 + (double)b[i][j];
    printf("%a\n", s);
    return 0;
}
