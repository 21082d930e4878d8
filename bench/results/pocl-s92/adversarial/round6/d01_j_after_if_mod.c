/* inner iterator read after the region when the inner loop sits under if (i % 2 == 0) */
#include <stdio.h>
#define N 20
static double A[N][N];
static void f(int n)
{
    int i, j = -5;
#pragma bbmm
    for (i = 0; i < n; i++)
        if (i % 2 == 0)
            for (j = 0; j < i + 1; j++)
                A[i][j] = A[i][j] + 1.0;
    printf("%d %d %d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= 9; n++) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
