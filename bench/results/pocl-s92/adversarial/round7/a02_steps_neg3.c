/* outer loop stepping down by 3, inner stepping by 2 from i; both iterators read after */
#include <stdio.h>
#define N 20
static double A[N][N];
static long f(int n)
{
    int i = 99, j = 77;
#pragma bbmm
    for (i = n - 1; i >= 0; i -= 3)
        for (j = i; j < n; j += 2)
            A[i][j] = A[i][j] + 0.5 * j;
    return (long)i * 1000 + j;
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= 11; n++) printf("%d %ld\n", n, f(n));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
