#include <stdio.h>
#define N 24
static double U[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    {
        i = 1;
        for (j = 1; j < n; j++)
            U[i][j] = U[i][j] * 0.5 + U[i + 1][j];
        for (i = 2; i < n; i++)
            U[i][0] += i;
    }
    i = 0;
    j = 0;
    printf("%d\n", i + j);
}
int main(void)
{
    int i, j;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = (i * 3 + j) % 8 * 0.5;
    f(N); f(3);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
