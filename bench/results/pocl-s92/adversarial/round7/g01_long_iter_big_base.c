/* long iterators starting past INT_MAX (an offset index space), inner loop under an if; iterators read after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(long base, int n)
{
    long i = -1, j = -2;
#pragma bbmm
    for (i = base; i < base + n; i++)
        if (i % 2 == 0)
            for (j = base; j < i; j++)
                A[i - base][j - base] = A[i - base][j - base] + 1.0;
    printf("n=%d i-base=%ld j-base=%ld\n", n, i - base, j - base);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= 6; n++) { f(3000000000L, n); f(3000000001L, n); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
