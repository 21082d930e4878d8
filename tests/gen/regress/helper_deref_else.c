/* inlined helper writing *out under an unbraced if/else (element-address argument) */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void clip(double v, double *out)
{
    if (v > 2.0)
        *out = 2.0;
    else
        *out = v;
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        clip(A[i] * 1.5, &B[i]);
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 9, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = (i % 6) * 0.5; B[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
