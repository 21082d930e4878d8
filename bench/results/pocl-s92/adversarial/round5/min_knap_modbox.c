/* knapsack-style in-place update whose read offset depends on it % 5: tile box runs below 0 */
#include <stdio.h>
static int dp[41];
int main(void)
{
    int it, w, i;
    for (i = 0; i <= 40; i++) dp[i] = i % 3;
#pragma bbmm
    for (it = 0; it < 10; it++)
        for (w = 40; w >= it % 5 + 1; w--)
            dp[w] = dp[w] > dp[w - (it % 5 + 1)] + 1 ? dp[w] : dp[w - (it % 5 + 1)] + 1;
    for (i = 0; i <= 40; i++) printf("%d\n", dp[i]);
    return 0;
}
