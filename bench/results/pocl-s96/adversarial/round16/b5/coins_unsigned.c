/* coin-change counting with unsigned long wrap-around and a per-coin serial loop; amounts up to 60 */
#include <stdio.h>
static unsigned long ways[61];
static int coin(int c) { return c == 0 ? 1 : c == 1 ? 2 : c == 2 ? 5 : c == 3 ? 10 : c == 4 ? 20 : 50; }
static void run(int amount, int ncoins)
{
    int c, v;
    for (v = 0; v <= amount; v++) ways[v] = v == 0;
#pragma bbmm
    for (c = 0; c < ncoins; c++)
        for (v = 0; v <= amount; v++)
            if (v >= coin(c))
                ways[v] = ways[v] * 1000003UL + ways[v >= coin(c) ? v - coin(c) : 0];
    printf("amount=%d ncoins=%d\n", amount, ncoins);
    for (v = 0; v <= amount; v++) printf("%lu\n", ways[v]);
}
int main(void)
{
    run(0, 1); run(1, 0); run(7, 3); run(60, 6);
    return 0;
}
