/* bbmm-gen seed 104000046: writes whose boxes overlap other tiles' writes
 * (wrong on 2 devices before the check); kept whole. */
/* bbmm-gen seed=104000046 features: time neg-step triangular param-bound le-ge-cond if-guard else mod-guard div-guard logic-ops narrowing-guard data-ternary unsigned-iter-arith int-div-mod cast cast-subscript math math-float-arg-double-fn iter-arith compound-assign stencil region-in-function pre-increment sum-subscript reversed-subscript reduction float-arrays int-arrays 3d free-dependences */
#include <math.h>
#include <stdio.h>

static float A[7][15][13];
static char B[12][7][16];

static void kernel(int n, int m, int tsteps)
{
    int i, j, k, t;
#pragma bbmm
    for (t = 0; t < tsteps; t++) {
        for (i = 0; i < 6; i++)
            for (j = i - 1; j > 1; j--) {
                if (i <= 3)
                    B[n - 7 - j][i][13] = B[j - 1][i + 2][t];
                else
                    B[i][t][(int)j + 2] = A[j][0][t] + m;
                B[j + i][3][j] = j * 2u;
            }
        for (i = 2; i < 11; i++)
            for (j = 1; j <= 6; ++j) {
                if ((i >= 5) && (((i + j) / 3) == 4))
                    A[j][i + 1][6] = A[n - 12 - t][12][4] - n + ((A[t][i + t + 1][t] < n) ? B[10][j][t + j + 7] : j);
                else
                    B[j][4][i] += (-0.75);
                B[i][j - 1][5] = fmin(fmax((double)(float)((A[t][i][11] * B[t][j][4]) - floor(0.2)), (-100.0)), 100.0);
                if ((i <= 7) && (((t % 2) != 1) || (j > 0)))
                    B[j + 1][2][i + t] = B[t + 1][j - 1][i - 1] / 3;
                else
                    B[j + 1][2][i - 2] -= ceil(A[j][n - 4 - i][t + 1]) - (B[i][n - 15 - t][t] + A[j][t][j - 1] + (i + (-3)));
            }
    }
}

int main(void)
{
    int n = 18, m = 39, tsteps = 3;
    int i, j, k, t;
    for (i = 0; i < 7; i++)
        for (j = 0; j < 15; j++)
            for (k = 0; k < 13; k++)
                A[i][j][k] = (float)((i * 14 + j * 18 + k * 5 + 45) % 801 - 400) / 16.0f;
    for (i = 0; i < 12; i++)
        for (j = 0; j < 7; j++)
            for (k = 0; k < 16; k++)
                B[i][j][k] = (char)((i * 15 + j * 13 + k * 11 + 44) % 61 - 30);
    kernel(n, m, tsteps);
    for (i = 0; i < 7; i++)
        for (j = 0; j < 15; j++)
            for (k = 0; k < 13; k++)
                printf("%a\n", (double)A[i][j][k]);
    for (i = 0; i < 12; i++)
        for (j = 0; j < 7; j++)
            for (k = 0; k < 16; k++)
                printf("%lld\n", (long long)B[i][j][k]);
    return 0;
}
