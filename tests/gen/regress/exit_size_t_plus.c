/* size_t loops whose condition adds to the iterator: 'i + 1 < n' holds again at
 * i = SIZE_MAX (the sum wraps to 0), so C's iterations are a prefix of the
 * set where the condition holds (refused before: the test of that prefix was not
 * written for 64-bit unsigned variables); the test is written in long long, where the region
 * assumes the values fit (elsewhere the host runs it as written) */
// expect-explain: assumed: .*bbmm_pp_i64\(m\) <= 9223372036854775806L
#include <stdio.h>
#include <stddef.h>
#define N 12
static double A[N][N], B[N][N];
static void f(size_t n, size_t m)
{
    size_t i, j;
#pragma bbmm
    {
        for (i = 0; i + 1 < n; i++)
            for (j = 0; j + 2 <= m; j++)
                A[i][j] = B[i + 1][j] + B[i][j + 1] * 0.5;
        for (i = 0; 2 * i + 1 < n && i != 3; i++)
            for (j = 1; j < m; j++)
                B[2 * i + 1][j] = A[i][j - 1] + 1.0;
    }
}
int main(void)
{
    size_t n, m;
    int i, j;
    for (n = 0; n <= N; n += 3)
        for (m = 1; m <= N; m += 5) {
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++) {
                    A[i][j] = 0.25 * i - j;
                    B[i][j] = 1.0 / (1 + i + j);
                }
            f(n, m);
            for (i = 0; i < N; i++)
                for (j = 0; j < N; j++)
                    printf("%a %a\n", A[i][j], B[i][j]);
        }
    return 0;
}
