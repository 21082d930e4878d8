#include <stdio.h>
#define N 72
float path[N][N];
int main(void)
{
    int i, j, k;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            path[i][j] = (float)(i * j % 7 + 1) + (float)((i + j) % 13 == 0 ? 999 : 0) + 0.25f * (float)(j % 5);
#pragma bbmm name(fwf)
    for (k = 0; k < N; k++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                path[i][j] = path[i][j] < path[i][k] + path[k][j] ? path[i][j] : path[i][k] + path[k][j];
    double s = 0;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += path[i][j] * (double)(1 + (i ^ j));
    printf("%a %a\n", s, (double)path[N - 1][1]);
    return 0;
}
