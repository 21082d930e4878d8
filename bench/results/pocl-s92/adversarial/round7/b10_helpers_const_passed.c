/* scalar helpers returning values, called with global constants read in the region; helper calling a helper */
#include <stdio.h>
#define N 25
static const double W0 = 0.25;
static const int SHIFT = 3;
static double A[N][N], B[N][N];
static double weight(int i, int j, double w, int sh)
{
    return w * (double)((i + sh) % 4) + 1.5 * j;
}
static int clampi(int v, int lo, int hi)
{
    return v < lo ? lo : (v > hi ? hi : v);
}
static double blend(double x, double y, int k)
{
    double t = k * 0.01;
    if (t < 0) t = -t;
    return x * (1.0 - t) + y * t;
}
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = blend(A[i][j], weight(i, j, W0, SHIFT), clampi(i - j, -2, 2)) + clampi(j, 1, n - 2);
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
