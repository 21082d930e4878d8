/* body scalar lim = n - 2 * i bounds the inner loop (empty for the last rows); the inner iterator read after */
#include <stdio.h>
#define N 24
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2, lim;
#pragma bbmm
    for (i = 0; i < n; i++) {
        lim = n - 2 * i;
        for (j = 0; j < lim; j++)
            A[i][j] = A[i][j] * 0.5 + lim;
    }
    printf("n=%d i=%d j=%d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i + j;
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
