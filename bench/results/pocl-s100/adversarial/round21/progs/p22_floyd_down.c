#include <stdio.h>
#define N 66
int d[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0 : (i * 13 + j * 17) % 53 + 1;
#pragma bbmm name(fwdown)
    for (k = N - 1; k >= 0; k--)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                d[i][j] = d[i][j] < d[i][k] + d[k][j] ? d[i][j] : d[i][k] + d[k][j];
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (long)d[i][j] * ((i * N + j) % 11 + 1);
    printf("%ld\n", s);
    return 0;
}
