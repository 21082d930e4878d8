/* a static local scalar used as a per-iteration temporary in a region */
#include <stdio.h>
#define N 26
static double A[N], B[N];
static void f(int n)
{
    static double tmp;
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        tmp = A[i] * 3.0;
        B[i] = tmp * tmp - A[i];
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i - 13; B[i] = 0; }
    for (n = 0; n <= N; n += 5) f(n);
    for (i = 0; i < N; i++) printf("%a\n", B[i]);
    return 0;
}
