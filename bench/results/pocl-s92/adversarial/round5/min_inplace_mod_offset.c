/* in-place update reading dp[w - (it % 2 + 1)], w counting up */
#include <stdio.h>
static int dp[21];
int main(void)
{
    int it, w, i;
    for (i = 0; i <= 20; i++) dp[i] = i % 3;
#pragma bbmm
    for (it = 0; it < 4; it++)
        for (w = it % 2 + 1; w <= 20; w++)
            dp[w] = dp[w - (it % 2 + 1)] + 1;
    for (i = 0; i <= 20; i++) printf("%d\n", dp[i]);
    return 0;
}
