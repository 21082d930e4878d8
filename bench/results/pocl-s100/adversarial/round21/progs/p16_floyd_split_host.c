#include <stdio.h>
#define N 64
int path[N][N];
static void fw(int k0, int k1)
{
    int i, j, k;
#pragma bbmm name(fwpart)
    for (k = k0; k < k1; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (path[i][k] + path[k][j] < path[i][j])
                    path[i][j] = path[i][k] + path[k][j];
}
int main(void)
{
    int i, j, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = i == j ? 0 : (i * 19 + j * 23) % 41 + 5;
    long s = 0;
    for (r = 0; r < 4; r++) {
        fw(r * N / 4, (r + 1) * N / 4);
        for (i = 0; i < N; i++)
            s += path[i][(i * 7 + r) % N];
        for (i = 0; i < N; i += 3)
            path[i][(i + r + 1) % N] += (r == i % 4) ? -3 : 2;
        for (i = 0; i < N; i++)
            if (path[i][i] != 0) path[i][i] = 0;
    }
    fw(0, N);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += path[i][j] * (long)(j + 1);
    printf("%ld\n", s);
    return 0;
}
