/* isnan, isinf (-1 for -Inf), isfinite, isnormal, signbit (gcc's value: 1 for a double, the sign bit in place for a float) and fpclassify of doubles and floats: NaN, -NaN, Inf, -Inf, zeros, subnormals, normals */
// expect-output: #define BBMM_SIGNBITF . BBMM_PP_SIGNBITF
// expect-output: bbmm_c_isinf_sign_d\(BBMM_
// expect-output: bbmm_c_fpclassify_f\(0, 1, 4, 3, 2, BBMM_
// expect-output: inline int bbmm_c_signbit_f\(float x\) . return signbit\(x\) \? BBMM_SIGNBITF : 0
#include <float.h>
#include <math.h>
#include <stdio.h>
#define N 16
static double D[N];
static float F[N];
static int CD[N][8], CF[N][8], K[N];
static double E[N];
static int classify(double x, float y)
{
    return isinf(x) * 100 + signbit(y) / 2 + fpclassify(y) * 7 + isnan(y);
}
int main(void)
{
    double dv[N] = {0.0, -0.0, 1.0, -2.5, DBL_MIN, -DBL_MIN, DBL_MIN / 8, -DBL_TRUE_MIN, DBL_MAX, -DBL_MAX, 1e300, -1e-310, 3.0, -7.0, 0.5, -0.25};
    float fv[N] = {0.0f, -0.0f, 1.0f, -2.5f, FLT_MIN, -FLT_MIN, FLT_MIN / 8, -FLT_TRUE_MIN, FLT_MAX, -FLT_MAX, 1e30f, -1e-40f, 3.0f, -7.0f, 0.5f, -0.25f};
    int i, j;
    for (i = 0; i < N; i++) {
        D[i] = dv[i];
        F[i] = fv[i];
    }
    D[12] = NAN;
    D[13] = -NAN;
    D[14] = INFINITY;
    D[15] = -INFINITY;
    F[12] = -NAN;
    F[13] = NAN;
    F[14] = -INFINITY;
    F[15] = INFINITY;
#pragma bbmm
    for (i = 0; i < N; i++) {
        CD[i][0] = isnan(D[i]);
        CD[i][1] = isinf(D[i]);
        CD[i][2] = isfinite(D[i]);
        CD[i][3] = isnormal(D[i]);
        CD[i][4] = signbit(D[i]);
        CD[i][5] = fpclassify(D[i]);
        CD[i][6] = isinf(D[i] * 2.0) + isnan(D[i] - D[i]) * 10 + signbit(-D[i]) * 100;
        CD[i][7] = isnormal(D[i] * 0.5) + 2 * isinf((float)D[i]) + 10 * !isfinite(D[i] * 1e300);
        CF[i][0] = isnan(F[i]);
        CF[i][1] = isinf(F[i]);
        CF[i][2] = isfinite(F[i]);
        CF[i][3] = isnormal(F[i]);
        CF[i][4] = signbit(F[i]);
        CF[i][5] = fpclassify(F[i]);
        CF[i][6] = isinf(F[i] * 2.0f) + isnan(F[i] - F[i]) * 10 + (signbit(-F[i]) != 0) * 100;
        CF[i][7] = isnormal(F[i] * 0.5f) + 2 * isnormal((double)F[i]) + classify(D[i], F[i]) % 100000 * 10;
        if (isnan(D[i]) || signbit(F[i]))
            E[i] = 1.0;
        else if (isinf(D[i]))
            E[i] = isinf(D[i]) < 0 ? -2.0 : 2.0;
        else
            E[i] = fpclassify(D[i]) == FP_SUBNORMAL ? D[i] * 0x1p60 : D[i];
        K[i] = 0;
        for (j = 0; j < N; j++)
            K[i] += (D[i] < D[j]) + isnan(D[j]) + isinf(F[j]);
    }
    for (i = 0; i < N; i++) {
        printf("%a %a %d", D[i], (double)F[i], K[i]);
        for (j = 0; j < 8; j++)
            printf(" %d %d", CD[i][j], CF[i][j]);
        printf(" %a\n", E[i]);
    }
    return 0;
}
