#include <stdio.h>
#define N 72
double a[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((i * 7 + j * 3) % 11) / 11.0 + (i == j ? 2.0 : 0.0);
    /* the updated corner grows with k: early runs are small */
#pragma bbmm name(grow)
    for (k = 1; k < N; k++)
        for (i = 0; i < k; i++)
            for (j = 0; j < k; j++)
                a[i][j] = a[i][j] * 0.5 + 0.25 * a[k][j] * a[i][k];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)(i + 3 * j + 1);
    printf("%a\n", s);
    return 0;
}
