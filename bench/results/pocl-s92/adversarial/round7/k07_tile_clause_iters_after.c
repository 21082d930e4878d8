/* tile() and parallel() clauses on a triangular nest; iterators read after */
#include <stdio.h>
#define N 24
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2;
#pragma bbmm tile(4, 3) parallel(i, j)
    for (i = 0; i < n; i++)
        for (j = i; j < n; j++)
            A[i][j] = A[i][j] * 0.5 + i;
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= 11; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
