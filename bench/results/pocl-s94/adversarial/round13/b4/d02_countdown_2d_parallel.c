/* a 2-D sweep whose outer unsigned loop counts down (i-- > 0) and inner counts up: rows depend on the row below */
#include <stdio.h>
#define N 12
static double a[N + 1][N];
static void f(unsigned n, unsigned m)
{
    unsigned i, j;
#pragma bbmm
    for (i = n; i-- > 0;)
        for (j = 0; j < m; j++)
            a[i][j] = a[i + 1][j] * 0.5 + (j > 0 ? a[i + 1][j - 1] : 0.0) + 1.0;
}
int main(void)
{
    unsigned n, m, i, j;
    for (n = 0; n <= N; n += 4)
        for (m = 0; m <= N; m += 5) {
            for (i = 0; i <= N; i++) for (j = 0; j < N; j++) a[i][j] = i * 0.125 + j;
            f(n, m);
            for (i = 0; i <= N; i++) for (j = 0; j < N; j++) printf("%a\n", a[i][j]);
        }
    return 0;
}
