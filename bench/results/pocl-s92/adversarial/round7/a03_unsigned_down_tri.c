/* unsigned iterator counting down with i-- > 0, inner triangular loop empty at i = 0; both read after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(unsigned n)
{
    unsigned i = 5, j = 3;
#pragma bbmm
    for (i = n; i-- > 0;)
        for (j = 0; j < i; j++)
            A[i][j] = A[i][j] + A[j][j] * 0.125;
    printf("n=%u i=%u j=%u\n", n, i, j);
}
int main(void)
{
    int i, j;
    unsigned n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i + 2 * j) % 7;
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
