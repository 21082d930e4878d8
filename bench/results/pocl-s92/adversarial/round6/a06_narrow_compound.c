/* compound assignments to char/short/float/unsigned scalars and elements inside a region */
#include <stdio.h>
#define N 40
static signed char C[N];
static short S[N];
static float F[N];
static unsigned U[N];
static double D[N];
static void r(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        C[i] += (signed char)(int)(D[i] * 3.0);
        S[i] -= (short)(i * 1000);
        F[i] += D[i] / 3.0;
        U[i] -= 1;
        U[i] *= 3u;
        D[i] /= 7.0;
    }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 13) {
        for (i = 0; i < N; i++) { C[i] = (signed char)(i * 5 - 90); S[i] = (short)(i * 777 - 3000); F[i] = 0.1f * i; U[i] = i % 3; D[i] = i * 1.75 - 20.0; }
        r(n);
        for (i = 0; i < N; i++) printf("%d %d %a %u %a\n", C[i], S[i], F[i], U[i], D[i]);
    }
    return 0;
}
