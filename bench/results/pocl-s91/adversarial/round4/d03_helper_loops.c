/* pure helpers with while/for/break/continue and early returns (gcd, collatz count, newton) */
#include <stdio.h>
#include <math.h>
#define N 32
static int I[N], G[N], K[N];
static double D[N], Rt[N];
static int gcd(int a, int b) { if (a < 0) a = -a; if (b < 0) b = -b; while (b) { int t = a % b; a = b; b = t; } return a; }
static int collatz(long x) { int c = 0; while (x > 1) { if (x % 2) x = 3 * x + 1; else x /= 2; c++; if (c > 500) break; } return c; }
static double nroot(double a)
{
    double x = a > 1 ? a : 1.0;
    int k;
    if (a <= 0) return 0.0;
    for (k = 0; k < 60; k++) {
        double y = 0.5 * (x + a / x);
        if (y == x) break;
        x = y;
    }
    return x;
}
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        G[i] = gcd(I[i], I[(i + 5) % N] + 1);
        K[i] = collatz(I[i] > 0 ? I[i] : -I[i] + 1);
        Rt[i] = nroot(D[i]) - sqrt(D[i] > 0 ? D[i] : 0.0);
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { I[i] = (i * 97) % 211 - 60; D[i] = (i - 3) * 13.7; }
    for (n = 0; n <= N; n += 11) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %d %d %a\n", n, G[i], K[i], Rt[i]);
    }
    return 0;
}
