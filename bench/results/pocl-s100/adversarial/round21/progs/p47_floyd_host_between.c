#include <stdio.h>
#define N 56
int path[N][N];
static void fw(void)
{
    int i, j, k;
#pragma bbmm name(fwh)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                if (i != k && j != k && path[i][k] + path[k][j] < path[i][j])
                    path[i][j] = path[i][k] + path[k][j];
}
int main(void)
{
    int i, j, r;
    long s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = i == j ? 0 : (i * 19 + j * 23) % 41 + 5;
    for (r = 0; r < 5; r++) {
        fw();
        for (i = 0; i < N; i++)
            s += path[i][(i * 7 + r) % N];
        /* lengthen some edges, shorten one row */
        for (j = 0; j < N; j++) {
            path[(r * 11) % N][j] += 3;
            if (j % 5 == r)
                path[j][(j + r + 1) % N] = 1;
        }
        for (i = 0; i < N; i++)
            path[i][i] = 0;
    }
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += path[i][j] * (long)(j + 1);
    printf("%ld\n", s);
    return 0;
}
