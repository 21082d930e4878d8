/* parallel(i) with a scratch row declared inside i that carries a running value along j (prefix inside one block) */
#include <stdio.h>
#define N 17
static double a[N][N], b[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm parallel(i)
    for (i = 0; i < n; i++) {
        double acc[N];
        acc[0] = a[i][0];
        for (j = 1; j < n; j++)
            acc[j] = acc[j - 1] * 0.5 + a[i][j];
        for (j = 0; j < n; j++)
            b[i][j] = acc[n - 1 - j];
    }
}
int main(void)
{
    int n, i, j;
    for (n = 1; n <= N; n += 4) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i * 3 + j) % 7 - 1.5; b[i][j] = 9; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", b[i][j]);
    }
    return 0;
}
