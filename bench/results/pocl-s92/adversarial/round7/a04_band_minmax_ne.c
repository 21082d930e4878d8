/* band loop with MIN/MAX macro bounds and && j != k; iterators read after */
#include <stdio.h>
#define N 20
#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
static double A[N][N];
static void f(int n, int k)
{
    int i = -3, j = -4;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = MAX(0, i - 2); j < MIN(n, i + 3) && j != k; j++)
            A[i][j] = A[i][j] * 2.0 + 1.0;
    printf("n=%d k=%d i=%d j=%d\n", n, k, i, j);
}
int main(void)
{
    int i, j, n, k;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0.0;
    for (n = 0; n <= 9; n += 1)
        for (k = -1; k <= n + 1; k += 3) f(n, k);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
