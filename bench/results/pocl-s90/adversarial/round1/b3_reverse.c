/* in-place reversal with a region-local temporary, and mirrored copy */
#include <stdio.h>
#define N 33
static double A[N], B[N];
static void rev(int n)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n / 2; i++) {
            double t = A[i];
            A[i] = A[n - 1 - i];
            A[n - 1 - i] = t;
        }
        for (i = 0; i < n; i++)
            B[n - 1 - i] = B[i] + A[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 1.5 - 3; B[i] = (i % 5) * 0.5; }
    static const int ns[6] = {33, 32, 0, 1, 2, 7};
    for (t = 0; t < 6; t++) rev(ns[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
