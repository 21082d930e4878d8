/* size_t iterators counting down to zero with j-- > 0 and --j != e, read after */
#include <stdio.h>
#include <stddef.h>
#define N 30
static double A[N], B[N];
static void f(size_t n, size_t e)
{
    size_t j = 5, k = 6;
#pragma bbmm
    {
        for (j = n; j-- > 0;)
            A[j] = A[j] + j * 0.5;
        for (k = n; --k != e;)
            B[k] = B[k] - 1.0;
    }
    printf("%zu %zu %zu %zu\n", n, e, j, k);
}
int main(void)
{
    size_t i, n;
    for (i = 0; i < N; i++) { A[i] = 0; B[i] = 0; }
    for (n = 1; n <= N; n += 6) f(n, n / 3);
    f(1, 0); f(2, 0); f(2, 1);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
