/* iterator declared outside and assigned between loops, BT style; host statements computing bounds */
#include <stdio.h>
#define N 24
static double U[N][N];
static int K[4];
static void f(int n)
{
    int i, j, k, isize;
#pragma bbmm
    {
        isize = n - 1;
        k = isize / 3;
        i = 1;
        for (j = 1; j < isize; j++)
            U[i][j] = U[i][j] * 0.5 + U[i + 1][j];
        i = isize - 1;
        for (j = 1; j < isize; j++)
            U[i][j] = U[i][j] - U[i - 1][j] * 0.25;
        for (i = k; i <= isize - k; i++)
            U[i][k] += i;
    }
    K[0] = k; K[1] = isize;
    i = 0;
    j = 0;
    K[2] = i + j;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = (i * 3 + j) % 8 * 0.5;
    static const int ns[4] = {24, 3, 2, 10};
    for (t = 0; t < 4; t++) { f(ns[t]); printf("%d %d %d\n", K[0], K[1], K[2]); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
