/* explicit data(A, B): a callee does its own update host(x) / update device(x) on its pointer param; called with the whole A, a view A + 5 and B */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        B[i] = A[i] - A[i - 1];
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + B[i];
}
static double touch(double *x, int k)
{
    double v;
#pragma bbmm update host(x)
    v = x[k];
    x[k] = v * 2.0 + 1.0;
#pragma bbmm update device(x)
    return v;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) { A[i] = (i % 7) - 3.0; B[i] = 0.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        step(N);
        s += touch(A, t);
        s += touch(A + 5, t);
        s += touch(B, 2 * t + 1);
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
