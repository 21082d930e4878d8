/* a scalar set only on even iterations and read on every one (carries to the odd ones) */
#include <stdio.h>
#define N 23
static double A[N], B[N];
static void f(int n)
{
    int i;
    double t = -1.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i % 2 == 0)
            t = A[i] * 2.0;
        B[i] = t + i;
    }
    printf("%a\n", t);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = i * 0.5 - 3;
    for (n = 0; n <= N; n += 4) {
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
