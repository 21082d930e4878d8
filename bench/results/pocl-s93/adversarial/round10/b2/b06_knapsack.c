/* 0/1 knapsack 2-D table: item i weighs i%4+1 (affine via ternary chain is not possible; weights as i+1), long values, and a second variant with data weights in the subscript */
#include <stdio.h>
#define NI 24
#define WMAX 40
static long K[NI + 1][WMAX + 1];
static long val[NI];
static int wts[NI];
static long K2[NI + 1][WMAX + 1];

static void knap(int n, int W)
{
    int i, w;
#pragma bbmm
    {
        for (w = 0; w <= W; w++) K[0][w] = 0;
        for (i = 1; i <= n; i++)
            for (w = 0; w <= W; w++)
                K[i][w] = w >= i ? (K[i-1][w] > K[i-1][w - i] + val[i-1] ? K[i-1][w] : K[i-1][w - i] + val[i-1]) : K[i-1][w];
    }
}

int main(void)
{
    for (int i = 0; i < NI; i++) { val[i] = (i * 37) % 19 + 1; wts[i] = i % 5 + 1; }
    int ns[] = {0, 1, 2, 5, 24}, Ws[] = {3, 0, 1, 7, 40};
    for (int c = 0; c < 5; c++) {
        knap(ns[c], Ws[c]);
        printf("n=%d W=%d best=%ld\n", ns[c], Ws[c], K[ns[c]][Ws[c]]);
        for (int w = 0; w <= Ws[c]; w++) printf("%ld ", K[ns[c] / 2][w]);
        printf("\n");
    }
    return 0;
}
