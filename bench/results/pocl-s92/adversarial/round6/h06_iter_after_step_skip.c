/* inner loop starting past its bound in the last outer iteration (j = i + 2 .. n); j read after */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n)
{
    int i, j = -3;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = i + 2; j < n; j++)
            A[i][j] = A[i][j] + A[j][i];
    printf("%d %d\n", n, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = i - j;
    for (n = 0; n <= N; n += 3) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
