/* time loop calling an update of x and a filter reading x through a view shifted by t % 3 (x + off), as codes do with staggered/one-based views; auto data scope candidates */
#include <stdio.h>
#include <stdlib.h>
static void update(int n, double *x)
{
    int i;
#pragma bbmm array(x[n + 3])
    for (i = 0; i < n + 3; i++)
        x[i] = 0.5 * x[i] + 0.25 * i;
}
static void filt(int n, const double *xs, double *z)
{
    int i;
#pragma bbmm array(xs[n], z[n])
    for (i = 0; i < n; i++)
        z[i] += xs[i] * (i + 1);
}
int main(void)
{
    int n = 20;
    double *x = malloc((n + 3) * sizeof(double)), *z = calloc(n, sizeof(double));
    for (int i = 0; i < n + 3; i++) x[i] = i % 4;
    for (int t = 0; t < 6; t++) {
        update(n, x);
        filt(n, x + t % 3, z);
    }
    for (int i = 0; i < n; i++) printf("%a\n", z[i]);
    for (int i = 0; i < n + 3; i++) printf("%a\n", x[i]);
    free(x); free(z);
    return 0;
}
