/* pure helpers with narrow parameter and result types: conversions at call and return */
#include <stdio.h>
#define N 24
static double D[N];
static int I[N], R[N];
static float F[N];
static unsigned char C[N];
static unsigned char wrap8(unsigned char c) { return c + 7; }
static short mul16(int a, int b) { return a * b; }
static int tr(int x) { x = x * 3; return x - 1; }
static float fl(float a, float b) { return a * b + 1.0; }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        C[i] = wrap8(I[i] * 11);
        R[i] = mul16(I[i], 997) + tr(D[i]);
        F[i] = fl(D[i], D[i] * 3) + wrap8(300);
        D[i] = tr(-D[i] * 2.5) + (double)mul16(I[i] * 100, I[i]);
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = i * 23 - 200; D[i] = (i - 11) * 0.77 + 1e-7 * i; }
    for (n = 1; n <= N; n += 23) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %d %a %a\n", n, C[i], R[i], (double)F[i], D[i]);
    }
    return 0;
}
