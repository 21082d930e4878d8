/* float accumulator over double arrays and double accumulator over float arrays, conversions */
#include <stdio.h>
#define N 37
static double A[N], B[N];
static float F[N];
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = 1.0 / (i + 3); B[i] = (i % 7) * 0.1; F[i] = (float)(i * 0.3); }
    for (n = 1; n <= N; n += 12) {
        float s = 0.0f;
        double d = 0.0;
        float m = 1.0f;
#pragma bbmm
        for (i = 0; i < n; i++) {
            s += A[i] * B[i];
            d += F[i] * 0.1f;
            m *= 1.0f + F[i] / 64;
        }
        printf("%d %a %a %a\n", n, s, d, m);
    }
    return 0;
}
