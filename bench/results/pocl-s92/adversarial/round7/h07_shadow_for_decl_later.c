/* outer k is the iterator of a first nest; a later nest's for declares int k; outer k printed after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n)
{
    int i = -1, k = -2;
#pragma scop
    for (k = 0; k < n - 1; k++)
        A[k][0] = A[k][0] + 1.0;
    for (i = 0; i < n; i++)
        for (int k = i; k < n; k++)
            A[i][k] = A[i][k] * 0.5;
#pragma endscop
    printf("n=%d i=%d k=%d\n", n, i, k);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
    for (n = 0; n <= 7; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
