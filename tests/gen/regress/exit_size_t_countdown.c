/* a size_t loop counting down with a sum in its condition, and one counting
 * up from an offset, with the iterator's value read after the loops (at n = 0 the
 * countdown leaves SIZE_MAX in i, past what the devices' int64_t holds: the host runs it) */
// expect-explain: assumed: bbmm_pp_i64\(n\) >= 1
#include <stdio.h>
#include <stddef.h>
#define N 20
static double A[N], B[N];
static size_t R[2];
static void f(size_t n, size_t lo)
{
    size_t i, k;
#pragma bbmm
    {
        for (i = n; i-- > 0;)
            A[i] = B[i] * 2.0 + (double)i;
        for (k = lo; k + 3 < n; k++)
            B[k] = A[k + 3] - A[k];
    }
    R[0] = i;
    R[1] = k;
}
int main(void)
{
    size_t n, lo;
    int i;
    for (n = 0; n <= N; n += 4)
        for (lo = 0; lo < 6; lo += 5) {
            for (i = 0; i < N; i++) {
                A[i] = 0;
                B[i] = i * 0.5;
            }
            f(n, lo);
            printf("%zu %zu\n", R[0], R[1]);
            for (i = 0; i < N; i++)
                printf("%a %a\n", A[i], B[i]);
        }
    return 0;
}
