/* the user's functions, arrays, scalars and iterators named like OpenCL C built-ins and keywords (dot, clamp, mad, min, max, half, global, uchar, float4, ...) run as the user's: renamed in the kernels (an integer one whose body is one return, min, written out as its expression) */
// expect-output: kernel void bbmm_r1_n0
// expect-output: double bbmm_u_dot\(double a, double b\)
// expect-output: int bbmm_u_kernel\(int bbmm_v_local, int bbmm_v_uchar\)
// expect-output: BBMM_ARRAY_PARAM(_R)?\(double, bbmm_v_global, 1\)
// expect-output: \(\(int\)\(bbmm_v_image2d_t\)\)\) < \(\(\(int\)\(4\)\)\)\) \? 
#include <stdio.h>
#define N 14
static double half[N], global[N], mix[N];
static int uchar[N], float4[N];
static double dot(double a, double b) { return a * b; }
static double clamp(double x, double lo, double hi) { return x < lo ? lo : x > hi ? hi : x; }
static double max(double a, double b) { return a > b ? a : b; }
static int min(int a, int b) { return a < b ? a : b; }
static double sign(double x) { return x > 0 ? 1.0 : x < 0 ? -2.0 : 0.5; }
static double step(double edge, double x) { return x < edge ? 0.25 : 4.0; }
static int mad(int a, int b, int c) { return c ? a : b; }
static double length(double x, double y) { return x * x + y * y; }
static double smoothstep(double a, double b, double x) { return clamp((x - a) / (b - a), 0.0, 1.0) * dot(a, b); }
static double radians(double d) { return d * 2.0; }
static double cross(double global_, double half_) { return global_ - half_; }
static int kernel(int local, int uchar) { int private = local * 3; return private - uchar; }
int main(void)
{
    double constant = 0.75;
    int local = N - 2, i, j;
    for (i = 0; i < N; i++) {
        half[i] = (i - 6) * 0.5;
        uchar[i] = i * 7 % 5;
        mix[i] = i == 5 ? 0.0 / 0.0 : -0.0 * (i % 2);
    }
#pragma bbmm
    for (i = 0; i < local; i++) {
        double private = dot(half[i], constant) + clamp(half[i], -1.0, 1.0);
        int read_only = mad(uchar[i], i, i % 3) + min(i, 7);
        global[i] = private + sign(half[i]) * step(0.0, half[i]) + length(half[i], constant) +
                    smoothstep(-3.0, 3.0, half[i]) + radians(read_only) + cross(half[i], constant);
        float4[i] = kernel(read_only, uchar[i]) + (max(mix[i], 1.0) > 0.5) + 10 * (max(1.0, mix[i]) > 0.5);
    }
#pragma bbmm
    for (int image2d_t = 1; image2d_t < N; image2d_t++)
        for (j = 0; j < min(image2d_t, 4); j++)
            mix[image2d_t] += global[j] * uchar[image2d_t];
    for (i = 0; i < N; i++)
        printf("%a %d %a\n", global[i], float4[i], mix[i]);
    return 0;
}
