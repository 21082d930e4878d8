/* integer helpers of the file in loop bounds and subscripts, as blocked and banded codes write min/max/clamp: each body a single return */
#include <stdio.h>
#define N 40
static double A[N][N], B[N][N];
static int imin(int a, int b) { return a < b ? a : b; }
static inline int imax0(int a) { return a > 0 ? a : 0; }
static long clampl(long x, long lo, long hi) { return x < lo ? lo : x > hi ? hi : x; }
static unsigned half(unsigned u) { return u / 2u; }
static void band(int n, int w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = imax0(i - w); j < imin(i + w + 1, n); j++)
            B[i][j] = A[i][j] * 2.0 + A[(int)clampl(i - 1, 0, n - 1)][j] - A[half((unsigned)i)][imin(j, n - 1)];
}
int main(void)
{
    int i, j, n, w;
    for (n = 0; n <= N; n += 13)
        for (w = 0; w < 4; w += 3) {
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++) {
                    A[i][j] = i * 0.5 - j * 0.25;
                    B[i][j] = -1.0;
                }
            band(n, w);
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    printf("%a\n", B[i][j]);
        }
    return 0;
}
