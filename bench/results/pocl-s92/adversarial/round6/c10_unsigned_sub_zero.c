/* unsigned loop bounds n - 1 at n = 0, unsigned scalars decremented in the body */
#include <stdio.h>
#define N 20
static unsigned U[N];
static double A[N];
static void f(unsigned n)
{
    unsigned i;
#pragma bbmm
    for (i = 0; i + 1 < n; i++) {
        U[i] -= 1u;
        U[i + 1] = U[i + 1] - (U[i] > 5u ? 2u : 0u);
        A[i] = (double)U[i] / 3.0;
    }
}
int main(void)
{
    int i;
    unsigned n;
    for (i = 0; i < N; i++) U[i] = i % 3;
    for (n = 0; n <= N; n += 3) f(n);
    f(1); f(2);
    for (i = 0; i < N; i++) printf("%u %a\n", U[i], A[i]);
    return 0;
}
