/* what <float.h>, <math.h> and common macros expand to, in region values: DBL_EPSILON,
 * DBL_MAX, FLT_EPSILON (casts of long double constants), HUGE_VAL (__builtin_huge_val()) and
 * likely()/unlikely() (__builtin_expect): each was refused before ("has type 'long double'",
 * "cannot call '__builtin_huge_val'") */
#include <float.h>
#include <math.h>
#include <stdio.h>
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define N 32
static double A[N], B[N];
static float F[N];
int main(void)
{
    int i, n;
    for (n = 1; n <= N; n += 10) {
        for (i = 0; i < N; i++) { A[i] = i % 3 ? 1.0 + i * DBL_EPSILON : 0.0; B[i] = 0.0; F[i] = 0.0f; }
#pragma bbmm
        for (i = 0; i < n; i++) {
            if (likely(A[i] != 0.0))
                B[i] = (A[i] - 1.0) / DBL_EPSILON + (A[i] < DBL_MAX ? 1.0 : 0.0);
            else if (unlikely(i > 20))
                B[i] = -HUGE_VAL;
            else
                B[i] = i % 2 ? HUGE_VAL : INFINITY;
            F[i] = (float)i * FLT_EPSILON;
        }
        for (i = 0; i < N; i++)
            printf("%a %a\n", B[i], F[i]);
    }
    return 0;
}
