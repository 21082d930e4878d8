/* int scalars and int scratch array */
#include <stdio.h>
#define N 14
static int u[N][N][N];
static void work(void)
{
    int i, j, k, m, ii, jj, Q[5];
#pragma bbmm
    for (i = 0; i < N; i++) {
        ii = i * i + 3;
        for (j = 0; j < N; j++) {
            jj = ii * 7 - j;
            for (k = 0; k < N; k++) {
                for (m = 0; m < 5; m++)
                    Q[m] = (jj + m * k) % 13;
                u[i][j][k] = Q[0] * Q[4] - Q[2] + Q[1] * 3;
            }
        }
    }
}
int main(void)
{
    int i, j, k;
    long s = 0;
    work();
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 0; k < N; k++)
                s += (long)u[i][j][k] * (1 + (i * 3 + j * 5 + k) % 7);
    printf("%ld\n", s);
    return 0;
}
