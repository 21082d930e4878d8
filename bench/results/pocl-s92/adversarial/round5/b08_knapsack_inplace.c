/* 0/1 knapsack on a 1D int table updated in place, capacity loop counting down, weights affine in the item */
#include <stdio.h>
#define W 60
#define NI 12
static int dp[W + 1], val[NI];
static void knap(int ni, int cap)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < ni; it++)
        for (w = cap; w >= it % 5 + 1; w--)
            dp[w] = dp[w] > dp[w - (it % 5 + 1)] + val[it] ? dp[w] : dp[w - (it % 5 + 1)] + val[it];
}
int main(void)
{
    int i, ni, cap;
    for (i = 0; i < NI; i++) val[i] = (i * 7) % 10 + 1;
    for (ni = 0; ni <= NI; ni += 5)
        for (cap = 0; cap <= W; cap += 23) {
            for (i = 0; i <= W; i++) dp[i] = 0;
            knap(ni, cap);
            printf("%d %d:", ni, cap);
            for (i = 0; i <= cap; i++) printf(" %d", dp[i]);
            printf("\n");
        }
    return 0;
}
