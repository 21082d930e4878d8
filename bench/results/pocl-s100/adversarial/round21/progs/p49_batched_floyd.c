#include <stdio.h>
#define B 6
#define N 30
int d[B][N][N];
int main(void)
{
    int b, i, j, k;
    for (b = 0; b < B; b++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                d[b][i][j] = i == j ? 0 : (i * (b + 3) + j * (2 * b + 5)) % 37 + 1;
#pragma bbmm name(bfw)
    for (k = 0; k < N; k++)
        for (b = 0; b < B; b++)
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    if (i != k && j != k && d[b][i][k] + d[b][k][j] < d[b][i][j])
                        d[b][i][j] = d[b][i][k] + d[b][k][j];
    long s = 0;
    for (b = 0; b < B; b++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                s += (long)d[b][i][j] * (b + 1) * (i + 2 * j + 1);
    printf("%ld\n", s);
    return 0;
}
