/* large constants near INT_MAX and long long in conditions that never overflow */
#include <stdio.h>
#include <limits.h>
#define N 16
static double A[N], B[N];
static void f(int n, long long base, int big)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i < INT_MAX - big)
            A[i] = A[i] + 1.0;
        if (base + i > 3000000005LL)
            B[i] = B[i] + 2.0;
        if (i + 2147483600L > 2147483610L && i <= INT_MAX - 1)
            A[i] = A[i] * 0.5;
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
    for (n = 0; n <= N; n += 8) {
        f(n, 3000000000LL, INT_MAX - 5);
        f(n, 2999999995LL, 3);
        f(n, -5LL, INT_MAX);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
