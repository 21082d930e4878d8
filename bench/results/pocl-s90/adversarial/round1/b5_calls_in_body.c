/* calls of user functions in the loop body */
#include <stdio.h>
#include <math.h>
#define N 40
static double A[N], B[N];
static double flux(double l, double r) { return 0.5 * (l + r) - 0.1 * fabs(r - l); }
static int wrapi(int i, int n) { return i < n ? i : i - n; }
static void f(int n, double c)
{
    int i;
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            B[i] = A[i] - c * (flux(A[i], A[i + 1 < n ? i + 1 : i]) - flux(A[i - 1], A[i]));
        for (i = 0; i < n; i++)
            A[i] = B[i] + wrapi(i + 3, n) * 0.01;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i < N / 2 ? 1.0 : 0.25 * (i % 3); B[i] = 0; }
    for (t = 0; t < 5; t++) f(t == 3 ? 1 : N - t, 0.3 + 0.05 * t);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
