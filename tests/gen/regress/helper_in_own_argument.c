/* a one-return integer helper called in its own argument, imax(0, imax(a, b)), in values, subscripts and through another helper: no recursion (round 16 refused it as "recursive call of 'imax'") */
#include <stdio.h>
static int imax(int a, int b) { return a > b ? a : b; }
static int imin(int a, int b) { return a < b ? a : b; }
static int clampi(int v) { return imin(imax(v, 0), 9); }
static unsigned char sat(int v) { return (unsigned char)(v < 0 ? 0 : v > 255 ? 255 : v); }
static int x[40], y[40], z[40], w[40];
static unsigned char s[40];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = imax(0, imax(x[i], 1));
        z[i] = x[imax(imax(i - 2, 0), 1)] + imax(clampi(x[i] * 5), imax(1, clampi(i)));
        w[i] = imax(0, clampi(imax(x[i], clampi(i + 3))));
        s[i] = sat(sat(x[i] * 40) * 2 - 100);
    }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= 39; n += 13) {
        for (i = 0; i < 40; i++)
            x[i] = (i * 37 + n) % 23 - 11;
        f(n);
        for (i = 0; i < 40; i++)
            printf("%d %d %d %d %d\n", n, y[i], z[i], w[i], s[i]);
    }
    return 0;
}
