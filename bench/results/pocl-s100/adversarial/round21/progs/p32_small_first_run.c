#include <stdio.h>
#define N 64
int d[N][N];
static void fw(int n, int kfirst, int klast)
{
    int i, j, k;
#pragma bbmm name(fwsm)
    for (k = kfirst; k <= klast; k++)
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                if (d[i][k] + d[k][j] < d[i][j])
                    d[i][j] = d[i][k] + d[k][j];
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            d[i][j] = i == j ? 0 : (i * 7 + j * 11) % 43 + 2;
    fw(8, 0, 3);     /* a small corner first */
    fw(N, 5, 5);     /* one k */
    fw(N, 0, N - 1); /* the rest */
    fw(N / 2, 2, 9);
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (long)d[i][j] * (i + 3 * j + 1);
    printf("%ld\n", s);
    return 0;
}
