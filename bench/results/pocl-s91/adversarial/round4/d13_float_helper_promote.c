/* float math through helpers and float/double mixes: fabsf vs fabs on float, sqrtf, floorf, (float) rounding */
#include <stdio.h>
#include <math.h>
#define N 24
static float F[N], R[4][N];
static double D[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = sqrtf(F[i] * F[i] + 1.0f) - fabsf(F[i]);
        R[1][i] = sqrt(F[i]) + floorf(F[i] * 3.3f);
        R[2][i] = (float)D[i] * F[i] - (float)(D[i] * F[i]);
        R[3][i] = fmaf(F[i], 3.0f, (float)D[i]) + ceilf(-F[i]) + truncf(F[i] * 1e7f) * 1e-7f;
    }
}
int main(void)
{
    int i, k, n;
    for (i = 0; i < N; i++) { F[i] = (i - 8) * 0.3333f + 1e-6f; D[i] = 1.0 + i * 1e-9; }
    for (n = 0; n <= N; n += 12) {
        f(n);
        for (i = 0; i < N; i++) { for (k = 0; k < 4; k++) printf("%a ", (double)R[k][i]); printf("\n"); }
    }
    return 0;
}
