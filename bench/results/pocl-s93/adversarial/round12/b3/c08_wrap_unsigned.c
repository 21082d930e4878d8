/* unsigned iterators and size with wraps (i + n - 1u) % n and (i + 1u) % n */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static void kern(unsigned n)
{
    unsigned i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[(i + n - 1u) % n] - 2.0 * A[i] + A[(i + 1u) % n];
}
int main(void)
{
    int s, i;
    unsigned ns[] = {0, 1, 2, 5, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * i * 0.25; B[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
