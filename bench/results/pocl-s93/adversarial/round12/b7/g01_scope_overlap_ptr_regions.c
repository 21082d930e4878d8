/* data scope: region 1 writes a via x, region 2 reads a + 1 (overlapping, other base) via y: both scope forms */
#include <stdio.h>
#include <stdlib.h>
static void upd(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 2.0 + 1.0;
}
static void use(int n, const double *y, double *z)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        z[i] = y[i] + z[i];
}
int main(void)
{
    int i, t;
    int n = 40;
    double *a = malloc(sizeof(double) * (n + 1)), *c = malloc(sizeof(double) * n);
    for (i = 0; i <= n; i++) a[i] = i * 0.25;
    for (i = 0; i < n; i++) c[i] = 0;
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        upd(n + 1, a);
        use(n, a + 1, c);
    }
    for (i = 0; i < n; i++) printf("%a %a\n", a[i], c[i]);
    for (t = 0; t < 3; t++) {
        upd(n + 1, a);
        use(n, a + 1, c);
    }
    for (i = 0; i < n; i++) printf("%a %a\n", a[i], c[i]);
    free(a); free(c);
    return 0;
}
