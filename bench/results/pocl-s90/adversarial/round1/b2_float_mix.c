/* float and double mixing, float constants, conversions on assignment */
#include <stdio.h>
#include <math.h>
#define N 40
static float F[N], G[N];
static double D[N];
static int I[N];
static void f(int n, float a, double b)
{
    int i;
    float s = 0.0f;
#pragma bbmm
    for (i = 0; i < n; i++) {
        F[i] = F[i] * a + 0.1f;
        G[i] = F[i] * 0.1 + G[i];
        D[i] = F[i] / 3 + (float)D[i] * b;
        I[i] = (int)(F[i] * 7.3f) + (int)D[i];
        s += sqrtf(fabsf(G[i])) * 0.5f;
        D[i] += (double)s + sqrt((float)i);
    }
    printf("%a\n", (double)s);
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { F[i] = i * 0.3f - 4.0f; G[i] = (i % 3) * 0.7f; D[i] = 1.0 / (i + 1); }
    for (t = 0; t < 4; t++) f(t == 1 ? 0 : N - 3 * t, 0.7f + t * 0.1f, 1.0 / 3.0 + t);
    for (i = 0; i < N; i++) printf("%a %a %a %d\n", (double)F[i], (double)G[i], D[i], I[i]);
    return 0;
}
