/* decimating FIR: y[i] from 33 taps x[2*i + q] written out (33 references), then an in-place 3-tap smoothing of y */
#include <stdio.h>
#define NX 160
static double x[NX], y[NX / 2];
static void fir(int ny)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < ny; i++)
            y[i] = -2.0 * x[2 * i + 0] + -1.0 * x[2 * i + 1] + 0.0 * x[2 * i + 2] + 1.0 * x[2 * i + 3] + 2.0 * x[2 * i + 4] + -2.0 * x[2 * i + 5] + -1.0 * x[2 * i + 6] + 0.0 * x[2 * i + 7] + 1.0 * x[2 * i + 8] + 2.0 * x[2 * i + 9] + -2.0 * x[2 * i + 10] + -1.0 * x[2 * i + 11] + 0.0 * x[2 * i + 12] + 1.0 * x[2 * i + 13] + 2.0 * x[2 * i + 14] + -2.0 * x[2 * i + 15] + -1.0 * x[2 * i + 16] + 0.0 * x[2 * i + 17] + 1.0 * x[2 * i + 18] + 2.0 * x[2 * i + 19] + -2.0 * x[2 * i + 20] + -1.0 * x[2 * i + 21] + 0.0 * x[2 * i + 22] + 1.0 * x[2 * i + 23] + 2.0 * x[2 * i + 24] + -2.0 * x[2 * i + 25] + -1.0 * x[2 * i + 26] + 0.0 * x[2 * i + 27] + 1.0 * x[2 * i + 28] + 2.0 * x[2 * i + 29] + -2.0 * x[2 * i + 30] + -1.0 * x[2 * i + 31] + 0.0 * x[2 * i + 32];
        for (i = 1; i < ny - 1; i++)
            y[i] = 0.25 * y[i - 1] + 0.5 * y[i] + 0.25 * y[i + 1];
    }
}
int main(void)
{
    int ns[] = {0, 1, 2, 3, 20, 64};
    for (int s = 0; s < 6; s++) {
        for (int i = 0; i < NX; i++) x[i] = ((i * 37) % 17 - 8) * 0.125;
        for (int i = 0; i < NX / 2; i++) y[i] = -1.0;
        fir(ns[s]);
        for (int i = 0; i < ns[s]; i++) printf("%a ", y[i]);
        printf("\n");
    }
    return 0;
}
