/* a global double used as a per-iteration temporary in the region and read by another function afterwards */
#include <stdio.h>
#define N 16
static double A[N], B[N];
double w;
static void show(void) { printf("%a\n", w); }
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        w = A[i] * 2.0 + 1.0;
        B[i] = w * w - B[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i * 0.5 - 3.0; B[i] = 1.0; }
    w = -1.0;
    for (n = 0; n <= N; n += 5) { f(n); show(); }
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
