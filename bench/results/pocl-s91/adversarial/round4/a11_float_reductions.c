/* float/double sums, min/max reductions, running products, int/long reductions together */
#include <stdio.h>
#define N 64
static float X[N];
static double Y[N];
static int I[N];
static double out[8];
static void f(int n)
{
    int i;
    float fs = 0.1f, fmn = 1e30f;
    double ds = 1e17, prod = 1.0, dmx = -1e300;
    int is = 0, imx = -1;
    long ls = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        fs += X[i];
        ds += Y[i];
        prod *= 1.0 + Y[i] * 1e-3;
        fmn = X[i] < fmn ? X[i] : fmn;
        dmx = Y[i] > dmx ? Y[i] : dmx;
        is += I[i];
        imx = I[i] > imx ? I[i] : imx;
        ls += (long)I[i] * I[i] * I[i];
    }
    printf("%d %a %a %a %a %a %d %d %ld\n", n, (double)fs, ds, prod, (double)fmn, dmx, is, imx, ls);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { X[i] = (i % 7) * 0.3f - 0.77f + i * 1e-5f; Y[i] = (i % 5) * 1.1 + 0.37 * i; I[i] = (i * 1009) % 2003 - 1000; }
    for (n = 0; n <= N; n += 13) f(n);
    f(1); f(N);
    return 0;
}
