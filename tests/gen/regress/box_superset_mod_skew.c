/* in-place knapsack updates whose offsets take the outer counter modulo a constant, run as a swept
 * wavefront: past the box budget the boxes are simple supersets that reached one element before
 * dp[0] and one past a[19] (the runtime refused them as not inside the array); cut to the arrays now */
#include <stdio.h>
static int dp[41];
static double a[20];
static void knap(void)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < 10; it++)
        for (w = 40; w >= it % 5 + 1; w--)
            dp[w] = dp[w] > dp[w - (it % 5 + 1)] + 1 ? dp[w] : dp[w - (it % 5 + 1)] + 1;
}
static void ahead(int n)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < 4; it++)
        for (w = 0; w <= n - 2 - it % 2; w++)
            a[w] = 0.5 * (a[w] + a[w + 1 + it % 2]);
}
int main(void)
{
    int i, n;
    for (i = 0; i <= 40; i++) dp[i] = i % 3;
    knap();
    for (i = 0; i <= 40; i++) printf("%d\n", dp[i]);
    for (n = 2; n <= 20; n += 9) {
        for (i = 0; i < 20; i++) a[i] = i % 7;
        ahead(n);
        for (i = 0; i < 20; i++) printf("%a\n", a[i]);
    }
    return 0;
}
