/* coin change counting (unbounded, ascending w) with coin values 1 + 2*(c % 3) and long long ways */
#include <stdio.h>
#define W 45
static long long ways[W + 1];
static void count(int nc, int amt)
{
    int c, w;
#pragma bbmm
    for (c = 0; c < nc; c++)
        for (w = 1 + 2 * (c % 3); w <= amt; w++)
            ways[w] += ways[w - 1 - 2 * (c % 3)];
}
int main(void)
{
    int i, nc, amt;
    for (nc = 0; nc <= 6; nc += 2)
        for (amt = 0; amt <= W; amt += 15) {
            for (i = 0; i <= W; i++) ways[i] = (i == 0);
            count(nc, amt);
            printf("%d %d:", nc, amt);
            for (i = 0; i <= amt; i++) printf(" %lld", ways[i]);
            printf("\n");
        }
    return 0;
}
