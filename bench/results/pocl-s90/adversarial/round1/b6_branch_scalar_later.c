/* scalar set in both branches of an if (outside loops), then used as a value in loops, and after */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static double f(int n, int mode)
{
    int i;
    double c, d = 1.0;
#pragma bbmm
    {
        if (mode > 1) c = 0.5; else c = -0.25;
        for (i = 0; i < n; i++) {
            A[i] = A[i] * c + d;
            d = d * 0.5 + A[i] * 0.125;
        }
        if (n > 3) c = c + d; else d = c - 1.0;
        for (i = 0; i < n; i++)
            B[i] = B[i] + c * d;
    }
    return c * 3 + d;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 5 - 2.0; B[i] = 1.0 / (i + 1); }
    for (t = 0; t < 5; t++) printf("%a\n", f(t == 1 ? 0 : (t == 2 ? 3 : N - t), t));
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
