/* comma operator inside expressions and for-headers with a single iterator */
#include <stdio.h>
#define N 17
static double A[N], B[N];
static void f(int n)
{
    int i;
    double t;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = (t = A[i] * 2.0, t * t - 1.0);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.25 - 1.0; B[i] = 0; }
    for (n = 0; n <= N; n += 4) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
