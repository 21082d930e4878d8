/* region body begins with an affine if around the nest; iterators read after when it is false */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n, int m)
{
    int i = 11, j = 22;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (m > 2)
            for (j = 0; j < m; j++)
                A[i][j] = A[i][j] + m;
    printf("%d %d %d %d\n", n, m, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i ^ j;
    for (n = 0; n <= N; n += 4) { f(n, n / 2); f(n, 1); }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
