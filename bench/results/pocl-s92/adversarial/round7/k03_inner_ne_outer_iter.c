/* inner loop j < n && j != i (stops at the diagonal); j read after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n && j != i; j++)
            A[i][j] = A[i][j] + A[j][j];
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i * 0.5 + j;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
