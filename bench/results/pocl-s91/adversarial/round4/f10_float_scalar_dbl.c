/* float scalars accumulating double expressions (convert on each +=), int scalar *= double */
#include <stdio.h>
#define N 48
static double A[N];
static float FA[N];
static void f(int n)
{
    int i, k = 1000000;
    float s = 0.0f, t = 1.0f;
    short h = 0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s += A[i] * 0.1;
        t *= 1.0 + A[i] * 1e-9;
        k *= 0.999;
        h += A[i] * 100;
        FA[i] = s - t;
    }
    printf("%d %a %a %d %d\n", n, (double)s, (double)t, k, h);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = (i * 37 % 101) * 1.013 - 40.0;
    for (n = 0; n <= N; n += 12) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", (double)FA[i]);
    }
    return 0;
}
