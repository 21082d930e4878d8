/* odd-even transposition sort: data-dependent swaps with a temporary under a condition */
#include <stdio.h>
#define N 40
static double A[N];
static int K[N];
static void sort(int n)
{
    int p, i;
    double t;
    int u;
#pragma bbmm
    for (p = 0; p < n; p++)
        for (i = p % 2; i < n - 1; i += 2)
            if (A[i] > A[i + 1]) { t = A[i]; A[i] = A[i + 1]; A[i + 1] = t; u = K[i]; K[i] = K[i + 1]; K[i + 1] = u; }
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 10) {
        for (i = 0; i < N; i++) { A[i] = ((i * 29) % 31) * 0.5 - (i % 3); K[i] = i; }
        sort(n);
        for (i = 0; i < N; i++) printf("%d %a %d\n", n, A[i], K[i]);
    }
    return 0;
}
