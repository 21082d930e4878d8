/* unsigned count-down whose start is an unsigned helper: for (i = umin(n, m); i-- > 0;) and an inner for (j = i; j < umin(i + 3, n); j++) */
#include <stdio.h>
#define N 16
static double A[N][N + 3];
static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static void f(unsigned n, unsigned m)
{
    unsigned i, j;
#pragma bbmm
    for (i = umin(n, m); i-- > 0;)
        for (j = i; j < umin(i + 3, n); j++)
            A[i][j] = A[i + 1][j] + j * 0.5;
}
int main(void)
{
    unsigned n, m, i, j;
    for (n = 0; n < N; n += 4)
        for (m = 0; m < N; m += 5) {
            for (i = 0; i < N; i++) for (j = 0; j < N + 3; j++) A[i][j] = i * 0.25 - j;
            f(n, m);
            for (i = 0; i < N; i++) for (j = 0; j < N + 3; j++) printf("%a\n", A[i][j]);
        }
    return 0;
}
