/* extents from an enum, flat subscripts with enum multipliers, array(g[NY][NX]) */
#include <stdio.h>
enum { NX = 9, NY = 7, NV = NX * NY };
static double g[NV], h[NV];
static void lap(double *out, const double *in)
{
    int i, j;
#pragma bbmm array(out[NY][NX], in[NY][NX])
    for (j = 1; j < NY - 1; j++)
        for (i = 1; i < NX - 1; i++)
            out[j * NX + i] = in[(j - 1) * NX + i] + in[(j + 1) * NX + i] + in[j * NX + i - 1] + in[j * NX + i + 1] - 4.0 * in[j * NX + i];
}
int main(void)
{
    int k, t;
    for (k = 0; k < NV; k++) { g[k] = (k * 5 % 11) * 0.125; h[k] = 0; }
    for (t = 0; t < 3; t++) { lap(h, g); lap(g, h); }
    for (k = 0; k < NV; k++) printf("%a %a\n", g[k], h[k]);
    return 0;
}
