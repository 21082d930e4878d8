/* scalar helpers with scalar args and return values, reading global constants, called inside a region */
#include <stdio.h>
#define N 25
static const double W0 = 0.25;
static const int SHIFT = 3;
const double scale = 1.5;
static double A[N][N], B[N][N];
static double weight(int i, int j)
{
    return W0 * (double)((i + SHIFT) % 4) + scale * j;
}
static int clampi(int v, int lo, int hi)
{
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
}
static double blend(double x, double y, int k)
{
    double t = weight(k, 1) * 0.01;
    return x * (1.0 - t) + y * t;
}
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = blend(A[i][j], weight(i, j), clampi(i - j, -2, 2)) + clampi(j, 1, n - 2);
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * j) % 9 - 4.0;
    for (n = 0; n <= 7; n += 3) {
        f(n);
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", B[i][j]);
    }
    f(N);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    return 0;
}
