/* in-place update dp[w] from dp[w - it/3 - 1] (offset by integer division of the outer iterator) */
#include <stdio.h>
#define W 50
static double dp[W + 1];
static void run(int ni, int cap)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < ni; it++)
        for (w = cap; w >= it / 3 + 1; w--)
            dp[w] = 0.5 * dp[w] + 0.25 * dp[w - it / 3 - 1] + 1.0;
}
int main(void)
{
    int i, ni, cap;
    for (ni = 0; ni <= 10; ni += 5)
        for (cap = 0; cap <= W; cap += 17) {
            for (i = 0; i <= W; i++) dp[i] = i % 4;
            run(ni, cap);
            printf("%d %d\n", ni, cap);
            for (i = 0; i <= W; i++) printf("%a\n", dp[i]);
        }
    return 0;
}
