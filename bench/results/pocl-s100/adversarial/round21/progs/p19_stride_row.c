#include <stdio.h>
#define N 40
#define M 50
int a[2 * N][M];
int b[N][M];
int main(void)
{
    int i, j, k;
    for (i = 0; i < 2 * N; i++)
        for (j = 0; j < M; j++)
            a[i][j] = (i * 3 + j * 5) % 17 - 8;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            b[i][j] = 0;
#pragma bbmm name(stride)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < M; j++)
                b[i][j] = (b[i][j] + a[2 * k][j] * (i % 3 + 1) + a[2 * i + 1][j]) % 1000;
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < M; j++)
            s += (long)b[i][j] * (i + 2 * j + 1);
    printf("%ld\n", s);
    return 0;
}
