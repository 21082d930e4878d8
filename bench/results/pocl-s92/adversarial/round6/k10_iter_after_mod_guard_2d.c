/* red-black sweep written with an if on (i + j) parity around the inner update loop; iterators read after */
#include <stdio.h>
#define N 12
static double U[N][N];
static void f(int n)
{
    int i, j = -1, k = -2;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            if ((i + j) % 2 == 0)
                for (k = 0; k < 1; k++)
                    U[i][j] = 0.25 * (U[i - 1][j] + U[i + 1][j] + U[i][j - 1] + U[i][j + 1]);
    printf("%d %d %d %d\n", n, i, j, k);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = (i * 5 + j * 3) % 8;
    for (n = 0; n <= N; n += 1) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
