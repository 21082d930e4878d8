/* bound parameter k assigned by the host right after the region; iterator read after that */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2, k = n / 2;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = k; j < i + k && j < N; j++)
            A[i][j] = A[i][j] + 1.0;
    k = 100;
    printf("n=%d i=%d j=%d k=%d\n", n, i, j, k);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * j;
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
