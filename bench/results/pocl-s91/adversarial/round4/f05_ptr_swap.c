/* Jacobi with host pointer swap between region calls (malloc'ed arrays, array() clause) */
#include <stdio.h>
#include <stdlib.h>
static void jac(int n, double *a, double *b)
{
    int i, j;
#pragma bbmm array(a[n][n], b[n][n])
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i * n + j] = 0.25 * (a[(i - 1) * n + j] + a[(i + 1) * n + j] + a[i * n + j - 1] + a[i * n + j + 1]);
}
int main(void)
{
    int n, t, i;
    for (n = 3; n <= 24; n += 7) {
        double *a = malloc(sizeof(double) * n * n), *b = malloc(sizeof(double) * n * n), *tmp;
        for (i = 0; i < n * n; i++) { a[i] = (i * 7) % 11; b[i] = a[i]; }
        for (t = 0; t < 7; t++) {
            jac(n, a, b);
            tmp = a; a = b; b = tmp;
            a[0] += 1.0;
        }
        for (i = 0; i < n * n; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}
