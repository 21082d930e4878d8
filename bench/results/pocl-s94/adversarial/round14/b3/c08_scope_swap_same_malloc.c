/* nolist scope on two halves of one allocation swapped each step; at step 2 the target is the source itself (v = u) */
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
    int n = 9, i, t;
    double *base = malloc(sizeof(double) * 2 * n);
    double *u = base, *v = base + n, *tmp;
    for (i = 0; i < 2 * n; i++) base[i] = i;
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        if (t == 2) {
            step(n, u, u);
        } else {
            step(n, v, u);
            tmp = u; u = v; v = tmp;
        }
    }
    for (i = 0; i < 2 * n; i++) printf("%a\n", base[i]);
    free(base);
    return 0;
}
