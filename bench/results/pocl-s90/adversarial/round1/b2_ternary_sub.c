/* conditional expressions in values and subscripts; clamped boundary stencil */
#include <stdio.h>
#define N 30
static double A[N], B[N], C[N][N];
static void f(int n, int k)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            B[i] = (A[i > 0 ? i - 1 : 0] + A[i] + A[i < n - 1 ? i + 1 : n - 1]) / 3.0;
        for (i = 0; i < n; i++)
            for (j = 0; j < n; j++)
                C[i][j] = i < k ? B[j] : (j >= k ? B[i] * 2 : -B[j]);
        for (i = 0; i < n; i++)
            A[i < k ? k - 1 - i : i] = B[i] + (i % 2 ? 1.0 : -1.0);
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { A[i] = (i * 11 % 7) * 0.5; B[i] = 0; }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) C[i][j] = 0;
    static const int ns[4] = {30, 1, 2, 12}, ks[4] = {10, 0, 1, 12};
    for (t = 0; t < 4; t++) f(ns[t], ks[t]);
    for (i = 0; i < N; i++) { printf("%a %a\n", A[i], B[i]); for (j = 0; j < N; j++) printf("%a\n", C[i][j]); }
    return 0;
}
