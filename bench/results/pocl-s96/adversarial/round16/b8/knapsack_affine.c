/* unbounded knapsack with item weights from an affine helper (weight(i) = 2*i+1) so subscripts stay affine; int table */
#include <stdio.h>
#define MAXW 45
static int best[12][MAXW + 1];
static int weight(int i) { return 2 * i + 1; }
static void run(int n, int W)
{
    int i, w;
    for (w = 0; w <= W; w++) best[0][w] = 0;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (w = 0; w <= W; w++) {
            int take = w >= weight(i - 1) ? best[i - 1][w >= weight(i - 1) ? w - weight(i - 1) : 0] + (i * 7) % 10 + 1 : -1;
            best[i][w] = take > best[i - 1][w] ? take : best[i - 1][w];
        }
    printf("n=%d W=%d best=%d\n", n, W, best[n][W]);
    for (w = 0; w <= W; w++) printf("%d ", best[n][w]);
    printf("\n");
}
int main(void)
{
    run(0, 0); run(1, 0); run(1, 1); run(4, 10); run(11, 45); run(7, 3);
    return 0;
}
