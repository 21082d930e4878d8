/* permutation-like ternary write subscripts (variants around an internal error) */
#include <stdio.h>
#define N 40
static double A[N], B[N], C[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            B[i < k ? i + 20 : i - k] = A[i];
        for (i = 0; i < n; i++)
            C[n - 1 - i] = C[i < 3 ? i : 3] + B[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 0; C[i] = i % 3; }
    static const int ns[3] = {20, 0, 5}, ks[3] = {10, 0, 5};
    for (t = 0; t < 3; t++) f(ns[t], ks[t]);
    for (i = 0; i < N; i++) printf("%a %a\n", B[i], C[i]);
    return 0;
}
