/* outer loop i < n && i != k with a triangular inner loop; i and j read after for k before, inside and past n */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n, int k)
{
    int i = -5, j = -6;
#pragma bbmm
    for (i = 0; i < n && i != k; i++)
        for (j = i + 1; j < n; j++)
            A[i][j] = A[i][j] + A[j][i] * 0.5;
    printf("n=%d k=%d i=%d j=%d\n", n, k, i, j);
}
int main(void)
{
    int i, j, n, k;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 7 + j) % 5;
    for (n = 0; n <= 7; n++)
        for (k = -1; k <= n + 1; k++) f(n, k);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
