/* Thomas solve along columns (i serial inside, j parallel), coefficients constant, in place on d */
#include <stdio.h>
#define N 21
static double d[N][N], cp[N][N];
static void tri(int n, int m, double a, double b, double c)
{
    int i, j;
#pragma bbmm
    for (j = 0; j < m; j++) {
        cp[0][j] = c / b;
        d[0][j] = d[0][j] / b;
        for (i = 1; i < n; i++) {
            double den = b - a * cp[i - 1][j];
            cp[i][j] = c / den;
            d[i][j] = (d[i][j] - a * d[i - 1][j]) / den;
        }
        for (i = n - 2; i >= 0; i--)
            d[i][j] -= cp[i][j] * d[i + 1][j];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) d[i][j] = (double)((i + 3 * j) % 5) - 2.0;
        tri(n, N - n / 2, -1.0, 2.5, -1.0);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < N; j++) printf("%a ", d[i][j]); printf("\n"); }
    }
    return 0;
}
