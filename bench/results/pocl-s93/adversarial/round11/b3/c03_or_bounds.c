/* loop conditions with || : i < n || i < m, and nested loops with || and ! */
#include <stdio.h>
#define N 24
static double A[N], C[N][N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n || i < m; i++)
        A[i] = A[i] + 1.0 + i;
#pragma bbmm
    for (i = 0; !(i >= n) && !(i >= N); i++)
        for (j = 0; j <= i || j < 2; j++)
            C[i][j] = C[i][j] * 0.5 + j - i;
}
int main(void)
{
    int n, m, i, j;
    for (i = 0; i < N; i++) { A[i] = 0; for (j = 0; j < N; j++) C[i][j] = 1; }
    for (n = 0; n < 9; n += 2)
        for (m = 0; m < 12; m += 5)
            f(n, m);
    f(23, 1);
    for (i = 0; i < N; i++) { printf("%a:", A[i]); for (j = 0; j < N; j++) printf(" %a", C[i][j]); printf("\n"); }
    return 0;
}
