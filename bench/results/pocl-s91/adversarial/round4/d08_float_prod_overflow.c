/* running products that overflow to inf and underflow to subnormal/zero, in float and double */
#include <stdio.h>
#define N 64
static float X[N];
static double Y[N];
static float PF[N];
static double PD[N];
static void f(int n)
{
    int i;
    float pf = 1.0f;
    double pd = 1.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        pf *= X[i];
        pd *= Y[i];
        PF[i] = pf;
        PD[i] = pd;
    }
    printf("%d %a %a\n", n, (double)pf, pd);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { X[i] = i < 32 ? 37.5f + i : 1e-3f * (i % 3 + 1); Y[i] = i < 20 ? 1e30 * (i + 1) : 1e-40 / (i + 1); }
    for (n = 0; n <= N; n += 16) {
        f(n);
        for (i = 0; i < N; i++) printf("%a %a\n", (double)PF[i], PD[i]);
    }
    return 0;
}
