/* scatter through a wrap, b[(i + s) % n] = a[i] for s in 0..n (s == n wraps all, dividend in range) then gather back */
#include <stdio.h>
#define N 11
static double a[N], b[N];
static void f(int n, int s)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        b[(i + s) % n] = a[i] + i * 0.5;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = b[(i + n - 1) % n] * 2.0;
}
int main(void)
{
    int n, s, i;
    for (n = 1; n <= N; n += 2)
        for (s = 0; s <= n; s++) {
            for (i = 0; i < N; i++) { a[i] = i; b[i] = -1; }
            f(n, s);
            for (i = 0; i < N; i++) printf("%a %a\n", a[i], b[i]);
        }
    return 0;
}
