/* float arithmetic producing subnormals, float division and sqrtf, float<->double conversions */
#include <stdio.h>
#include <math.h>
#define N 24
static float F[N], G[N], H[N];
static double D[N];
int main(void)
{
    int i;
    float tiny = 1e-30f;
    for (i = 0; i < N; i++) F[i] = (i + 1) * 1.37e-9f;
#pragma bbmm
    for (i = 0; i < N; i++) {
        G[i] = F[i] * tiny;
        H[i] = sqrtf(G[i] * 3.0f) + G[i] / 7.0f;
        D[i] = (double)G[i] / 3.0 + (float)(F[i] / 3.0);
    }
    for (i = 0; i < N; i++) printf("%a %a %a\n", G[i], H[i], D[i]);
    return 0;
}
