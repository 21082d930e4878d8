/* a file-scope pointer used by name in the region, re-pointed to buffers of different sizes between calls */
#include <stdio.h>
#include <stdlib.h>
static double *gx;
static double out[64];
static void sumsq(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        out[i] = gx[i] * gx[i] + out[i];
}
int main(void)
{
    double *b1 = malloc(sizeof(double) * 7), *b2 = malloc(sizeof(double) * 50);
    int i, t;
    for (i = 0; i < 7; i++) b1[i] = i + 0.5;
    for (i = 0; i < 50; i++) b2[i] = 0.25 * i;
    for (i = 0; i < 64; i++) out[i] = 0;
    for (t = 0; t < 4; t++) {
        gx = (t % 2) ? b2 : b1;
        sumsq((t % 2) ? 50 : 7);
    }
    for (i = 0; i < 64; i++) printf("%a\n", out[i]);
    free(b1); free(b2);
    return 0;
}
