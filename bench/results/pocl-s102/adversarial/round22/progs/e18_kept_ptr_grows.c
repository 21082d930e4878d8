/* a kept malloc'ed pointer first used over n elements (written), then read
   over 2n, then written over 3n, in an explicit scope */
#include <stdio.h>
#include <stdlib.h>
static void wr(int n, double *x, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + c;
}
static void rd(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = y[i] + x[i] * x[n - 1 - i];
}
int main(void)
{
    int n = 64, i, t;
    double *x = malloc(4 * n * sizeof *x), *y = calloc(4 * n, sizeof *y);
    for (i = 0; i < 4 * n; i++) x[i] = (double)(i % 11) / 10.0;
#pragma bbmm data(x, y)
    for (t = 0; t < 3; t++) {
        wr(n, x, 1.0);
        rd(2 * n, x, y);
        wr(3 * n, x, 0.5);
        rd(4 * n, x, y);
        wr(n / 2, x + n, 2.0);
        rd(n, x + n, y);
    }
    for (i = 0; i < 4 * n; i += 9) printf("%a %a\n", x[i], y[i]);
    return 0;
}
