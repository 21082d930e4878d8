/* data(u) list on a pointer that is swapped with v inside the scope; update host(u)/update host(v) read both after the swaps */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = 0.5 * in[i] + 0.25 * (in[i - 1] + in[i + 1]);
}
int main(void)
{
    int n = 12, i, t;
    double *a = malloc(sizeof(double) * n), *b = malloc(sizeof(double) * n);
    double *u = a, *v = b, *tmp, s = 0.0;
    for (i = 0; i < n; i++) { a[i] = i % 3; b[i] = 0.0; }
#pragma bbmm data(u)
    for (t = 0; t < 5; t++) {
        step(n, v, u);
        tmp = u; u = v; v = tmp;
#pragma bbmm update host(u, v)
        s += u[1] + 2.0 * v[2];
    }
    printf("%a\n", s);
    for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
    free(a);
    free(b);
    return 0;
}
