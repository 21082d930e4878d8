/* a static local temporary in a function called repeatedly: the region's last value is read on the next call */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static double f(int n)
{
    static double w = 1.0;
    double before = w;
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        w = A[i] + i;
        B[i] = B[i] * 0.5 + w;
    }
    return before;
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = (i % 3) * 0.75; B[i] = i; }
    for (n = 0; n <= N; n += 4) printf("%a\n", f(n));
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
