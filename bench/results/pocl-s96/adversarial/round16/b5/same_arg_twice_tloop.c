/* step function reading two inputs, called in a time loop sometimes with the same array for both inputs */
#include <stdio.h>
#include <stdlib.h>
static void combine(int n, const double *x, const double *y, double *z)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        z[i] = 0.5 * x[i] + 0.25 * y[n - 1 - i];
}
int main(void)
{
    int n, i, t;
    for (n = 1; n <= 13; n += 6) {
        double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n), *c = malloc(sizeof(double) * n);
        for (i = 0; i < n; i++) { a[i] = (double)i; b[i] = (double)(n - i); c[i] = 0.0; }
        for (t = 0; t < 6; t++) {
            if (t % 3 == 0) combine(n, a, a, c);
            else if (t % 3 == 1) combine(n, c, b, a);
            else combine(n, b, c, b);
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a %a\n", a[i], b[i], c[i]);
        free(a); free(b); free(c);
    }
    return 0;
}
