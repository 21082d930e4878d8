/* size_t and long iterators and parameters, counting down with i-- > 0 */
#include <stdio.h>
#include <stddef.h>
#define N 30
static double A[N], B[N];
static size_t S[4];
static void f(size_t n, long m)
{
    size_t i, j;
    long k;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            A[i] = A[i] * 0.5 + (double)i;
        for (j = n; j-- > 0;)
            B[j] = B[j] + A[j] * 0.25 + (j + 1 < n ? B[j + 1] : 0.0);
        for (k = m - 1; k >= 0; k--)
            A[k] -= B[k] * 0.125;
        for (i = 1; i + 1 < n; i++)
            B[i] = B[i - 1] - B[i + 1];
    }
    S[0] = i; S[1] = j; S[2] = (size_t)k;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 5; B[i] = (i * 3 % 4) * 0.5; }
    static const size_t ns[5] = {30, 0, 1, 2, 17};
    static const long ms[5] = {30, 0, 1, 0, 9};
    for (t = 0; t < 5; t++) { f(ns[t], ms[t]); printf("%zu %zu %zu\n", S[0], S[1], S[2]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
