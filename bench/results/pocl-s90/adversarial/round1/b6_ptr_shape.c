/* pointer with array() clause and linearised subscripts, in a helper */
#include <stdio.h>
#include <stdlib.h>
static void jac(int m, int n, double *a, double *b)
{
    int i, j;
#pragma bbmm array(a[m][n], b[m][n])
    for (i = 1; i < m - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]);
}
int main(void)
{
    int i, t, m = 12, n = 9;
    double *a = malloc(sizeof(double) * m * n), *b = malloc(sizeof(double) * m * n);
    for (i = 0; i < m * n; i++) { a[i] = (i % 7) * 0.5; b[i] = 0; }
    for (t = 0; t < 3; t++) { jac(m, n, a, b); jac(m, n, b, a); jac(2, n, a, b); jac(3, 3, a, b); }
    for (i = 0; i < m * n; i++) printf("%a %a\n", a[i], b[i]);
    free(a); free(b);
    return 0;
}
