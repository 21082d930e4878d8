#include <stdio.h>
#define N 40
#define T 30
double u[2][N][N];
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            u[0][i][j] = (double)((i * j) % 10);
            u[1][i][j] = 0.0;
        }
#pragma bbmm name(pingpong)
    for (t = 0; t < T; t++)
        for (i = 1; i < N - 1; i++)
            for (j = 1; j < N - 1; j++)
                u[(t + 1) % 2][i][j] = 0.2 * (u[t % 2][i][j] + u[t % 2][i - 1][j] + u[t % 2][i + 1][j] + u[t % 2][i][j - 1] + u[t % 2][i][j + 1]);
    double s = 0;
    for (t = 0; t < 2; t++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                s += u[t][i][j] * (double)(i + 1) * (t + 1);
    printf("%a\n", s);
    return 0;
}
