/* size_t loops: i + 1 < n, n - k with k <= n, down-counting with i-- > 0, printing the exit values */
#include <stdio.h>
#include <stddef.h>
#define N 14
static double A[N], B[N];
static size_t R[3];
static void f(size_t n, size_t k)
{
    size_t i, j, l;
#pragma bbmm
    {
        for (i = 0; i + 1 < n; i++)
            A[i] = A[i] + A[i + 1] * 0.5;
        for (j = k; j < n - k; j++)
            B[j] = B[j] - A[j];
        for (l = n; l-- > k;)
            B[l] = B[l] * 0.5 + (double)l;
    }
    R[0] = i; R[1] = j; R[2] = l;
}
int main(void)
{
    size_t n, k;
    int i;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = N - i; }
    for (n = 0; n <= N; n += 4)
        for (k = 0; k <= n / 2; k += 3) { f(n, k); printf("%zu %zu %zu\n", R[0], R[1], R[2]); }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
