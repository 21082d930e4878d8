/* BLAS-like helpers with regions called with different arrays and with the same array twice (read-only) */
#include <stdio.h>
#define N 40
static double x[N], y[N], z[N];
static double dot(int n, const double *a, const double *b)
{
    int i;
    double s = 0.0;
#pragma bbmm array(a[n], b[n])
    for (i = 0; i < n; i++) s += a[i] * b[i];
    return s;
}
static void axpy(int n, double al, const double *a, double *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    for (i = 0; i < n; i++) b[i] = b[i] + al * a[i];
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 9) {
        for (i = 0; i < N; i++) { x[i] = 1.0 / (i + 1); y[i] = i * 0.5; z[i] = (i % 3) - 1.0; }
        double xx = dot(n, x, x), xy = dot(n, x, y);
        axpy(n, -xy / (xx == 0 ? 1 : xx), x, y);
        axpy(n, 0.5, y, z);
        axpy(n, 2.0, z, x);
        printf("n=%d %a %a %a %a\n", n, xx, xy, dot(n, y, y), dot(n, z, x));
        for (i = 0; i < n; i++) printf("%a %a %a\n", x[i], y[i], z[i]);
    }
    return 0;
}
