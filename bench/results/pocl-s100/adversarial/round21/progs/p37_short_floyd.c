#include <stdio.h>
#define N 52
short d[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = (short)(i == j ? 0 : (i * 11 + j * 3) % 200 + 1);
#pragma bbmm name(fwshort)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = (short)(d[i][k] + d[k][j]);
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += d[i][j] * (long)(i * N + j + 1);
    printf("%ld\n", s);
    return 0;
}
