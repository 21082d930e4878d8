/* helper with a while loop and *p updates (counting digits), inlined in a region */
#include <stdio.h>
#define N 20
static int A[N], D[N];
static void ndig(int v, int *d)
{
    *d = 1;
    while (v >= 10) {
        v = v / 10;
        *d = *d + 1;
    }
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        ndig(A[i], &D[i]);
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 9, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * i * i * 37; D[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%d\n", D[i]);
    }
    return 0;
}
