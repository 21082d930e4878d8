/* in-place periodic smoothing a[i] = f(a[(i+1)%n], a[(i+n-1)%n]) (Gauss-Seidel order matters at the wrap) over time */
#include <stdio.h>
#define N 11
static double a[N];
static void gs(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        a[i] = 0.25 * a[(i + n - 1) % n] + 0.5 * a[i] + 0.25 * a[(i + 1) % n];
}
int main(void)
{
    int n, t, i;
    for (n = 0; n <= N; n += 2) {
        for (i = 0; i < N; i++) a[i] = (i * 7 % 5) * 1.0;
        for (t = 0; t < 3; t++) gs(n);
        for (i = 0; i < N; i++) printf("%a\n", a[i]);
    }
    return 0;
}
