/* float sums whose result depends on summation order */
#include <stdio.h>
#define N 64
static float X[N];
static double D[N];
static float fs[4];
static void f(int n)
{
    int i, j;
    float s = 1.0e7f, t = 0.0f;
    double u = 1.0e16;
#pragma bbmm
    {
        for (i = 0; i < n; i++) s += X[i];
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++) t += X[i] * X[j] * 1.0e-3f;
        for (i = n - 1; i >= 0; i--) u -= D[i];
    }
    fs[0] = s; fs[1] = t; fs[2] = (float)u;
    printf("%a %a %a\n", (double)s, (double)t, u);
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { X[i] = (i % 2 ? 0.7f : 1.3f) * (i % 7 + 1); D[i] = (i % 3 + 1) * 1.1; }
    for (t = 0; t < 3; t++) f(t == 1 ? 0 : N - t * 5);
    printf("%a\n", (double)fs[2]);
    return 0;
}
