/* B[(2 * i) % n] = A[i]: for even n two iterations write one element, the later one wins */
#include <stdio.h>
#define N 64
static double A[N], B[N];
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[(2 * i) % n] = A[i] + 0.5;
}
int main(void)
{
    int s, i;
    int ns[] = {1, 2, 5, 8, 63, 64};
    for (s = 0; s < 6; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 1.0; B[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
