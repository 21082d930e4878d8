/* loop bounds with a MIN macro ternary and && between two bounds, run for several n, m */
#include <stdio.h>
#define N 20
#define MIN(a, b) ((a) < (b) ? (a) : (b))
static double A[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < MIN(n, m); i++)
        for (j = i; j < n && j < m + 2; j++)
            A[i][j] = A[i][j] + i - 0.5 * j;
}
int main(void)
{
    int i, j, n, m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = 0;
    for (n = 0; n <= N; n += 5) for (m = 0; m <= 18; m += 6) f(n, m);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a%c", A[i][j], j == N - 1 ? '\n' : ' ');
    return 0;
}
