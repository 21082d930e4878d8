/* bubble-sort shaped passes (j < n - 1 - i) with a third loop; all iterators printed after */
#include <stdio.h>
#define N 12
static double A[N][N], W[N];
static void f(int n)
{
    int i = -1, j = -2, k = -3;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n - 1 - i; j++)
            for (k = 0; k < 2; k++)
                A[j][k] = A[j][k] + W[i] * (k + 1);
    printf("%d %d %d %d\n", n, i, j, k);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { W[i] = i * 0.25; for (j = 0; j < N; j++) A[i][j] = 0; }
    for (n = 0; n <= N; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
