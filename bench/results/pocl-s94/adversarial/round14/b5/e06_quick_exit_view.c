/* quick_exit inside a data scope after update host and a host write through a row pointer; at_quick_exit handler prints the 2D array */
#include <stdio.h>
#include <stdlib.h>
#define N 6
static double C[N][N];
static void show(void)
{
    int i, j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    fflush(stdout);
}
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            C[i][j] = C[i][j] * 0.5 + (double)(i * j);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) C[i][j] = i - j;
    at_quick_exit(show);
#pragma bbmm data(C)
    for (t = 0; t < 5; t++) {
        step(N - t % 2);
        if (t == 3) {
#pragma bbmm update host(C)
            double *r = C[2];
            r[1] = 42.0;
            quick_exit(0);
        }
    }
    return 1;
}
