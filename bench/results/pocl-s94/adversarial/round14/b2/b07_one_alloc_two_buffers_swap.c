/* one allocation holding two buffers: u = base, v = base + n, swapped each step inside a nolist scope; update host(base) then host reads both halves */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = 0.25 * in[i - 1] + 0.5 * in[i] + 0.25 * in[i + 1];
}
int main(void)
{
    int n = 10, i, t;
    double *base = malloc(sizeof(double) * 2 * n);
    double *u = base, *v = base + n, *tmp;
    for (i = 0; i < 2 * n; i++) base[i] = (i % 4) * 1.5;
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        step(n, v, u);
        tmp = u; u = v; v = tmp;
#pragma bbmm update host(base)
        printf("t=%d %a %a\n", t, base[2], base[n + 2]);
    }
    for (i = 0; i < 2 * n; i++) printf("%a\n", base[i]);
    free(base);
    return 0;
}
