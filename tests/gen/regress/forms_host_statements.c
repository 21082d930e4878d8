/* the new forms in statements evaluated on the host (outside all loops of a scop): abs, labs, sizeof, casts through typedefs, classification macros */
// expect-output: kernel void bbmm_r0_n0
// expect-output: dx = .*\(double\)abs\(\(n - 20\)\)\) / 8UL\)
// expect-output: __builtin_fpclassify\(0, 1, 4, 3, 2, w\)
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define N 10
typedef double real;
double A[N];
static void run(int n, double z, float w)
{
    int i, k;
    double dx, dy;
#pragma scop
    dx = (real)abs(n - 20) / sizeof(double) + isnan(z) + (signbit(w) != 0) * 4 + (uint8_t)(n * 30);
    k = isinf(z) + fpclassify(w) + labs(n - 100) + (int16_t)(n * 5000) + sizeof A;
    for (i = 0; i < n; i++)
        A[i] = A[i] * dx + k + isinf(z);
    dy = dx * 2;
#pragma endscop
    printf("%a %a %d\n", dx, dy, k);
}
int main(void)
{
    int i;
    for (i = 0; i < N; i++) A[i] = i;
    run(N, -INFINITY, -0.0f);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
