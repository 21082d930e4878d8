/* float 4-D scratch over one loop level (5 dims: flattened) */
#include <stdio.h>
#define N 16
static float u[N][N];
static void work(void)
{
    int i, j, a, b, c, d;
    float xi, Q[2][2][2][3];
#pragma bbmm
    for (i = 0; i < N; i++) {
        xi = 0.125f * i;
        for (j = 0; j < N; j++) {
            for (a = 0; a < 2; a++)
                for (b = 0; b < 2; b++)
                    for (c = 0; c < 2; c++)
                        for (d = 0; d < 3; d++)
                            Q[a][b][c][d] = xi * a + 0.5f * b - c * 0.25f + d * j;
            u[i][j] = Q[1][0][1][2] * Q[0][1][0][1] - Q[1][1][1][0] + Q[0][0][0][2];
        }
    }
}
int main(void)
{
    int i, j;
    double s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            s += (double)u[i][j] * (1 + (i * 3 + j * 5) % 7);
    printf("%.17g\n", s);
    return 0;
}
