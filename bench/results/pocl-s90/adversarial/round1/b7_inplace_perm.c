/* in-place permutation-like writes reading the same array */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[i % 2 ? i - 1 : i + 1] = A[i] + 1.0;
        for (i = 0; i < n; i++)
            B[n - 1 - i] = B[i] * 0.5 + 1.0;
        for (i = 0; i < n; i++)
            B[i < k ? k - i : i] = B[i] + A[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = i % 3; }
    static const int ns[4] = {40, 0, 2, 12}, ks[4] = {10, 0, 1, 11};
    for (t = 0; t < 4; t++) f(ns[t], ks[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
