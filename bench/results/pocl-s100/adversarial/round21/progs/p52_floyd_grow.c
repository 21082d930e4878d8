#include <stdio.h>
#define N 64
int d[N][N];
static void fw(int n)
{
    int i, j, k;
#pragma bbmm name(fwg)
    for (k = 0; k < n; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (i != k && j != k && d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0 : (i * 5 + j * 31) % 47 + 1;
    for (n = 4; n <= N; n += 12)
        fw(n);
    fw(N);
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (long)d[i][j] * (i * 2 + j + 1);
    printf("%ld\n", s);
    return 0;
}
