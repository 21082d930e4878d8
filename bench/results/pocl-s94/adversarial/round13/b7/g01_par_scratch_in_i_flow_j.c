/* parallel(i, j) with a scratch declared inside i but outside j that carries a value along j: a real dependence on j */
#include <stdio.h>
#define N 9
static double a[N][N], b[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm parallel(i, j)
    for (i = 0; i < n; i++) {
        double acc[2];
        acc[0] = 0.0;
        for (j = 0; j < n; j++) {
            acc[0] = acc[0] * 0.5 + a[i][j];
            b[i][j] = acc[0];
        }
    }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 4) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i + j; b[i][j] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", b[i][j]);
    }
    return 0;
}
