/* explicit data scope: even/odd steps call step(a, b) and step(b, a); host writes a boundary element with update host/device */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *a, double *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    for (i = 1; i < n - 1; i++)
        b[i] = (a[i - 1] + 2.0 * a[i] + a[i + 1]) * 0.25;
}
int main(void)
{
    int n, i, t;
    for (n = 3; n <= 40; n += 9) {
        double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
        double probe = 0.0;
        for (i = 0; i < n; i++) a[i] = b[i] = (i == n / 2) ? 16.0 : 0.0;
#pragma bbmm data(a, b)
        for (t = 0; t < 6; t++) {
            step(n, a, b);
            step(n, b, a);
#pragma bbmm update host(a)
            probe = probe + a[n / 2];
            a[0] = a[1];
            a[n - 1] = probe * 0.125;
#pragma bbmm update device(a)
        }
        printf("n=%d probe=%a\n", n, probe);
        for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}
