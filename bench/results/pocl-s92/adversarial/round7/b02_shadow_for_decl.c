/* region loops declare int i/j in the for header while the function has its own i, j; those printed after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2;
#pragma bbmm
    for (int i = 0; i < n; i++)
        for (int j = 0; j < i; j++)
            A[i][j] = A[i][j] + i - j;
    printf("n=%d i=%d j=%d\n", n, i, j);
#pragma bbmm
    for (i = 0; i < n; i++)
        for (int j = i; j < n; j++)
            A[i][j] = A[i][j] * 0.5;
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 1.0;
    for (n = 0; n <= 6; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
