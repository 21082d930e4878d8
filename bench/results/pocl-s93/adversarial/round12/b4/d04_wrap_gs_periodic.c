/* periodic Gauss-Seidel sweep in place: A[i] from A[(i + n - 1) % n] (new except at i = 0) and A[(i + 1) % n] (old except at n - 1) */
#include <stdio.h>
#define N 20
static double A[N];
static void gs(int n, int T)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++)
            A[i] = 0.5 * (A[(i + n - 1) % n] + A[(i + 1) % n]) + 0.125 * A[i];
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) A[i] = (i % 4) * 1.0;
        gs(ns[s], 3);
        for (i = 0; i < N; i++) printf("%a\n", A[i]);
    }
    return 0;
}
