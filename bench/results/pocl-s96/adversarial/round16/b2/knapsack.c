/* 0/1 knapsack DP over an int table, with conditional max, capacities and item counts varied */
#include <stdio.h>
#define MAXN 12
#define MAXW 40
static int K[MAXN + 1][MAXW + 1];
static void run(int n, int W)
{
    int wt[MAXN], val[MAXN];
    int i, w;
    for (i = 0; i < n; i++) { wt[i] = 1 + (i * 7) % 9; val[i] = 3 + (i * 11) % 13; }
    for (w = 0; w <= W; w++) K[0][w] = 0;
#pragma bbmm
    for (i = 1; i <= n; i++)
        for (w = 0; w <= W; w++) {
            int skip = K[i - 1][w];
            if (wt[i - 1] <= w && K[i - 1][w - wt[i - 1] < 0 ? 0 : w - wt[i - 1]] + val[i - 1] > skip)
                K[i][w] = K[i - 1][w - wt[i - 1] < 0 ? 0 : w - wt[i - 1]] + val[i - 1];
            else
                K[i][w] = skip;
        }
    printf("n=%d W=%d best=%d\n", n, W, K[n][W]);
    for (w = 0; w <= W; w++) printf("%d ", K[n][w]);
    printf("\n");
}
int main(void)
{
    run(0, 0); run(1, 0); run(1, 5); run(3, 7); run(7, 20); run(12, 40);
    return 0;
}
