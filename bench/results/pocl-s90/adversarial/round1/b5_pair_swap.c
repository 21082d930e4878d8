/* bijective ternary subscripts: pairwise swaps and reflections */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            B[i % 2 ? i - 1 : i + 1] = A[i] * 2.0;
        for (i = 0; i < n; i++)
            C[i < k ? k - 1 - i : i] = C[i] + B[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0; C[i] = i % 4; }
    static const int ns[3] = {40, 0, 6}, ks[3] = {10, 0, 6};
    for (t = 0; t < 3; t++) f(ns[t], ks[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
