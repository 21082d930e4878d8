/* tiles counted with a ceiling-division helper and bounded with imin: for (kt = 0; kt < cdiv(n, 4); kt++) for (k = 4*kt; k < imin(4*kt + 4, n); k++) */
#include <stdio.h>
#define N 21
static double x[N], y[N], A[N][N];
static int cdiv(int a, int b) { return (a + b - 1) / b; }
static int imin(int a, int b) { return a < b ? a : b; }
static void f(int n)
{
    int i, k, kt;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (kt = 0; kt < cdiv(n, 4); kt++)
            for (k = 4 * kt; k < imin(4 * kt + 4, n); k++)
                y[i] += A[i][k] * x[k];
    }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 2) {
        for (i = 0; i < N; i++) { x[i] = 1.0 / (i + 1); y[i] = -1; for (j = 0; j < N; j++) A[i][j] = (i - j) * 0.5; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", y[i]);
    }
    return 0;
}
