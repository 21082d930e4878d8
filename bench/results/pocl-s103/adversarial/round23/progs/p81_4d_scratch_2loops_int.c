/* 4-D int scratch over two loops (6 dims: flattened), int scalars */
#include <stdio.h>
#define N 12
static int u[N][N];
static void work(int base)
{
    int i, j, a, b, c, d, ii, jj;
    int Q[2][3][2][2];
#pragma bbmm
    for (i = 0; i < N; i++) {
        ii = base + 3 * i;
        for (j = 0; j < N; j++) {
            jj = ii * 5 - j;
            for (a = 0; a < 2; a++)
                for (b = 0; b < 3; b++)
                    for (c = 0; c < 2; c++)
                        for (d = 0; d < 2; d++)
                            Q[a][b][c][d] = (jj * (a + 1) + b * 7 - c * 3 + d) % 101;
            u[i][j] = Q[1][2][1][1] * Q[0][1][0][1] - Q[1][0][1][0] + Q[0][2][0][0];
        }
    }
}
int main(void)
{
    int i, j;
    long s = 0;
    work(3);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (long)u[i][j] * (1 + (i * 3 + j * 5) % 7);
    work(-40);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (long)u[i][j] * (2 + (i * 5 + j) % 3);
    printf("%ld\n", s);
    return 0;
}
