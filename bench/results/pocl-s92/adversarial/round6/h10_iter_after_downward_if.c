/* back-substitution with an inner loop guarded by if (i < n - 1), the loop counting down */
#include <stdio.h>
#define N 12
static double U[N][N], x[N];
static void f(int n)
{
    int i, j = 77;
#pragma bbmm
    for (i = n - 1; i >= 0; i--)
        if (i % 3 != 0)
            for (j = i + 1; j < n; j++)
                U[i][j] = U[i][j] * x[j];
    printf("%d %d %d\n", n, i, j);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { x[i] = 1.0 + i; for (j = 0; j < N; j++) U[i][j] = i + 0.5 * j; }
    for (n = 0; n <= N; n += 2) f(n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    return 0;
}
