#include <stdio.h>

#define N 12
double a[N][N];

int main(void)
{
    int i = 0, j, n = N;
    for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) a[p][q] = p + q;
#pragma bbmm
    {
        i = 4;
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] + j;
    }
    for (i = i + 2; i < n; i++)     /* C starts from 6 */
        a[i][0] = -1;
    double h = 0; for (int p = 0; p < N; p++) for (int q = 0; q < N; q++) h = h * 0.9 + a[p][q];
    printf("%a\n", h);
    return 0;
}
