/* iterators read after loops bounded by helpers: k after for (k = kk; k < imin(kk + 4, n); k++) inside the region and after it */
#include <stdio.h>
#define N 22
static double a[N], s[N];
static int kend, jend;
static int imin(int x, int y) { return x < y ? x : y; }
static void f(int n, int kk)
{
    int i, j, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s[i] = 0.0;
        for (k = kk; k < imin(kk + 4, n); k++)
            s[i] += a[k] * (i + 1);
        for (j = 0; j < imin(i, 3); j++)
            s[i] += 0.5 * a[j];
    }
    kend = k;
    jend = j;
}
int main(void)
{
    int n, kk, i;
    for (n = 0; n <= N; n += 7)
        for (kk = 0; kk < 10; kk += 3) {
            for (i = 0; i < N; i++) { a[i] = i * 0.5 + 1; s[i] = -1; }
            kend = jend = -5;
            f(n, kk);
            printf("%d %d\n", n > 0 ? kend : -9, n > 0 ? jend : -9);
            for (i = 0; i < N; i++) printf("%a\n", s[i]);
        }
    return 0;
}
