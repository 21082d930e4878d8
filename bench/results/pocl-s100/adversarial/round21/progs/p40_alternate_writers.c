#include <stdio.h>
#define N 48
double a[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = i == j ? 0.0 : (double)((i * 5 + j * 7) % 13) + 1.0;
#pragma bbmm name(alt)
    for (k = 0; k < N; k++) {
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                a[i][j] = a[i][j] + (double)((i + j + k) % 2) * 0.5;
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && a[i][k] + a[k][j] < a[i][j])
                    a[i][j] = a[i][k] + a[k][j];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)(i * 3 + j + 1);
    printf("%a\n", s);
    return 0;
}
