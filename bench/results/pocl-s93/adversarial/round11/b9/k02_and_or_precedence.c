/* inner condition mixing && and || without parentheses: j <= i || j < 3 && j < n */
#include <stdio.h>
#define N 16
static double A[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n && i < m; i++)
        for (j = 0; j <= i || j < 3 && j < n; j++)
            A[i][j] = A[i][j] + 1.0 + 0.125 * j;
}
int main(void)
{
    int i, j, n, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0;
    for (n = 0; n <= N; n += 3) for (m = 1; m <= N; m += 5) f(n, m);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
