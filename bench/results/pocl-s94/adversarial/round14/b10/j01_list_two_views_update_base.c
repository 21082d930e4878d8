/* data(u, v) list on two pointers into one allocation (v = base + n); update host(base) then host reads v's half */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        out[i] = in[i] * 0.5 + 1.0;
}
int main(void)
{
    int n = 8, i, t;
    double *base = malloc(sizeof(double) * 2 * n);
    double *u = base, *v = base + n, s = 0.0;
    for (i = 0; i < 2 * n; i++) base[i] = i;
#pragma bbmm data(u, v)
    for (t = 0; t < 3; t++) {
        step(n, v, u);
        step(n, u, v);
#pragma bbmm update host(base)
        s += base[n + 1] + base[1];
    }
    printf("%a\n", s);
    for (i = 0; i < 2 * n; i++) printf("%a\n", base[i]);
    free(base);
    return 0;
}
