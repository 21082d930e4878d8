/* function called in a loop with a size_t bound that wraps for n = 0 (host path) and not otherwise */
#include <stdio.h>
#include <stddef.h>
#define N 20
static double A[N], B[N];
static void f(size_t n)
{
    size_t i;
#pragma bbmm
    {
        for (i = 0; i < n - 1 && i < N - 1; i++)
            A[i] = A[i] + B[i + 1];
        for (i = 0; i < N; i++)
            B[i] = B[i] * 0.5 + A[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i * 0.25; B[i] = 1.0; }
    for (t = 0; t < 6; t++) f((size_t)((t * 7) % 12));
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
