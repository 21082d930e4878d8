/* negative and non-unit steps, unsigned iterators counting down */
#include <stdio.h>
#define N 60
static double A[N], B[N];
static long L[8];
static void f(int n, unsigned un, int k)
{
    int i;
    unsigned u;
    long q;
#pragma bbmm
    {
        for (i = n - 1; i >= k; i -= 3)
            A[i] = A[i] * 0.5 + i;
        L[0] = i;
        for (u = un; u-- > 0;)
            B[u] = B[u] + A[u] * 0.25;
        for (q = n; q > 2; q -= 2)
            A[q - 1] = A[q - 2] + 1.0;
        L[1] = q;
        for (i = 0; i <= n - 1; i += 4)
            B[i] = B[i] - A[i];
        L[2] = i;
    }
    L[3] = u;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 9 * 0.5; B[i] = (i * 7 % 4) * 0.75; }
    static const int ns[6] = {60, 0, 1, 2, 7, 33}, ks[6] = {0, 0, 1, 5, -2, 10};
    static const unsigned us[6] = {60, 0, 1, 3, 7, 20};
    for (t = 0; t < 6; t++) {
        f(ns[t], us[t], ks[t]);
        printf("%ld %ld %ld %ld\n", L[0], L[1], L[2], L[3]);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
