/* a 4-level nest where the third loop is empty in the last iterations; l read after */
#include <stdio.h>
#define N 8
static double A[N][N][N];
static void f(int n)
{
    int i = -1, j = -2, k = -3, l = 42;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (k = j + 1; k < n; k++)
                for (l = 0; l < 2; l++)
                    A[i][j][k] = A[i][j][k] + A[i][k][j] * (l + 1);
    printf("%d %d %d %d %d\n", n, i, j, k, l);
}
int main(void)
{
    int i, j, k, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) A[i][j][k] = (i + 2 * j + 3 * k) % 5;
    for (n = 0; n <= N; n += 2) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) printf("%a\n", A[i][j][k]);
    return 0;
}
