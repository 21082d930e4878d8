/* long and long long iterators against int bounds, subscripts mixing them, iterators read after */
#include <stdio.h>
#define N 30
static double A[N][N];
static void f(int n, long off)
{
    long i;
    long long j = -6;
#pragma bbmm
    for (i = n - 1; i >= off; i--)
        for (j = i - off; j < n; j += 2)
            A[i][j] = A[i][j] + (double)(i * 3 - j);
    printf("%d %ld %ld %lld\n", n, off, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = j - i;
    for (n = 0; n <= N; n += 6) { f(n, 0); f(n, 3); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
