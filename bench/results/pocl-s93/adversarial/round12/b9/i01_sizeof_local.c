/* sizeof of a region-local scratch array as a loop bound (sizeof w / sizeof w[0]) */
#include <stdio.h>
#define M 6
static double A[20][M], B[20][M];
static void kern(int n)
{
    int i, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[M];
        for (k = 0; k < (int)(sizeof w / sizeof w[0]); k++) w[k] = A[i][k] * 2.0;
        for (k = 0; k < (int)(sizeof w / sizeof w[0]); k++) B[i][k] = w[M - 1 - k] + (double)sizeof w;
    }
}
int main(void)
{
    int s, i, k;
    int ns[] = {0, 1, 2, 7, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < 20; i++) for (k = 0; k < M; k++) { A[i][k] = i + k * 0.5; B[i][k] = -1; }
        kern(ns[s]);
        for (i = 0; i < 20; i++) for (k = 0; k < M; k++) printf("%a\n", B[i][k]);
    }
    return 0;
}
