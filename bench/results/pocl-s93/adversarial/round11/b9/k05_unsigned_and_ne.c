/* unsigned iterator with u < n && u != k, k converted from int -1 (UINT_MAX) and from other values */
#include <stdio.h>
#define N 20
static unsigned A[N];
static void f(unsigned n, unsigned k)
{
    unsigned u;
#pragma bbmm
    for (u = 0; u < n && u != k; u++)
        A[u] = A[u] * 2u + u + k;
}
int main(void)
{
    int i, ks[] = {-1, 0, 3, 19, 25};
    unsigned n;
    for (i = 0; i < N; i++) A[i] = 1;
    for (n = 0; n <= N; n += 4)
        for (i = 0; i < 5; i++)
            f(n, (unsigned)ks[i]);
    for (i = 0; i < N; i++) printf("%u\n", A[i]);
    return 0;
}
