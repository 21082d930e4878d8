/* compound assignments with conversions: int *= double, long /= double, short += float, float -= double */
#include <stdio.h>
#define N 40
static int I[N];
static long L[N];
static short S[N];
static float F[N];
static unsigned U[N];
static double D[N];
static void f(int n, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        I[i] *= 0.7;
        I[i] += c;
        L[i] /= 2.5;
        S[i] += 0.9f * i;
        F[i] -= D[i];
        U[i] *= 1.5;
        D[i] += I[i] / 3;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { I[i] = i * 1234567 - 20000000; L[i] = (long)i * 987654321987L - 9000000000000L; S[i] = i * 700 - 14000; F[i] = i * 0.1f; U[i] = i * 100000u; D[i] = i * 1e-9 + 1.0; }
    for (t = 0; t < 4; t++) {
        f(t == 0 ? 0 : N - t * 3, t * -1.6);
        for (i = 0; i < N; i++) printf("%d %d %ld %d %a %u %a\n", t, I[i], L[i], S[i], (double)F[i], U[i], D[i]);
    }
    return 0;
}
