/* dot-like region called with (x, x) and (x, y), in a time loop without
   pragma scope: names read twice */
#include <stdio.h>
#define N 128
static double x[N], y[N], r[N];
static void pmul(int n, const double *a, const double *b, double *c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        c[i] = a[i] * b[i];
}
static void mix(int n, double *a, const double *c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = 0.5 * a[i] + 0.25 * c[i] + 0.125;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { x[i] = (double)(i % 9) / 8.0; y[i] = (double)(i % 4) / 3.0; }
    for (t = 0; t < 6; t++) {
        pmul(N, x, x, r);
        mix(N, y, r);
        pmul(N, x, y, r);
        mix(N, x, r);
    }
    for (i = 0; i < N; i += 7) printf("%a %a %a\n", x[i], y[i], r[i]);
    return 0;
}
