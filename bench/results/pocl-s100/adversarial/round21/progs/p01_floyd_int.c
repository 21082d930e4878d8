#include <stdio.h>
#define N 60
static int path[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = (i == j) ? 0 : ((i * 7 + j * 13) % 17 == 0 ? 1000000 : (i * 31 + j * 17) % 97 + 1);
#pragma bbmm name(fw)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && path[i][k] + path[k][j] < path[i][j])
                    path[i][j] = path[i][k] + path[k][j];
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (long)path[i][j] * (i + 1) + j;
    printf("%ld %d %d\n", s, path[3][N - 1], path[N - 1][0]);
    return 0;
}
