/* helper comparing unsigned parameters used in an if condition and a value: lt(i - 1, k) is false at i == 0 (wraps) */
#include <stdio.h>
#define N 20
static double X[N], Y[N];
static int lt(unsigned a, unsigned b) { return a < b; }
static unsigned udist(unsigned a, unsigned b) { return a > b ? a - b : b - a; }
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (lt(i - 1, k))
            Y[i] = X[i] * 2.0;
        else
            Y[i] = X[udist(i, k) % N] + udist(i, k);
    }
}
int main(void)
{
    int n, k, i;
    for (n = 0; n <= N; n += 4)
        for (k = 0; k < 7; k += 3) {
            for (i = 0; i < N; i++) { X[i] = i * 0.5; Y[i] = 0; }
            f(n, k);
            for (i = 0; i < N; i++) printf("%a\n", Y[i]);
        }
    return 0;
}
