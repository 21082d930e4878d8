/* unsigned iterators mixed with int parameters; != bounds; u < n compares unsigned */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static unsigned U[8];
static void f(int n, unsigned m, int k)
{
    unsigned u, v;
    int i;
#pragma bbmm
    {
        for (u = 0; u < n && u < m; u++)
            A[u] = A[u] + u * 0.5;
        for (u = m; u != 0; u--)
            B[u - 1] = B[u - 1] * 0.5 + A[u - 1];
        for (v = m - 1; v < m; v--)
            A[v] = A[v] - (double)(v - 1u);
        for (i = k; i <= n - 1; i++)
            B[i] += (double)(unsigned)(i - k - 1) / 4294967296.0;
    }
    U[0] = u; U[1] = v; U[2] = (unsigned)i;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = (i % 6) * 0.25; B[i] = (i * 3 % 5) * 0.5; }
    static const int ns[5] = {40, 0, 1, 5, 30}, ks[5] = {0, 0, 0, 4, 29};
    static const unsigned ms[5] = {40, 0, 1, 3, 12};
    for (t = 0; t < 5; t++) {
        f(ns[t], ms[t], ks[t]);
        printf("%u %u %u\n", U[0], U[1], U[2]);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
