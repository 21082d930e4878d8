/* BT style: i = 1 assigned between loops in the region after a nest whose inner j depends on i; j read after */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n)
{
    int i, j = -5, k;
#pragma scop
    for (i = 0; i < n; i++)
        for (j = 0; j < i; j++)
            A[i][j] = A[i][j] + 1.0;
    i = 1;
    for (k = 0; k < n; k++)
        A[i][k] = A[i][k] * 0.5;
#pragma endscop
    printf("n=%d j=%d k=%d\n", n, j, k);
    i = 7;
    printf("i=%d\n", i);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 2; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
