#include <stdio.h>
#define N 56
double a[N][N], piv[N], mult[N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            a[i][j] = (double)((i * 11 + j * 5) % 13) / 13.0 + (i == j ? 6.0 : 0.0);
#pragma bbmm name(gscr)
    for (k = 0; k < N - 1; k++) {
        for (j = k; j < N; j++)
            piv[j] = a[k][j];
        for (i = k + 1; i < N; i++)
            mult[i] = a[i][k] / piv[k];
        for (i = k + 1; i < N; i++)
            for (j = k; j < N; j++)
                a[i][j] = a[i][j] - mult[i] * piv[j];
    }
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += a[i][j] * (double)((i + j) % 6 + 1);
    printf("%a\n", s);
    return 0;
}
