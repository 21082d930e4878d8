/* periodic (i + 2) % n and (i + 2*n - 3) % n for n = 0..7: the dividend leaves 0..2n-1 only for n = 1 (and -1 % 1 == 0) */
#include <stdio.h>
#define N 8
static double a[N], b[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[(i + 2) % n] * 2.0 + a[(i + 2 * n - 3) % n];
}
int main(void)
{
    int n, i;
    for (n = 0; n <= N; n++) {
        for (i = 0; i < N; i++) { a[i] = i + 0.5; b[i] = -1; }
        f(n);
        for (i = 0; i < N; i++) printf("%a\n", b[i]);
    }
    return 0;
}
