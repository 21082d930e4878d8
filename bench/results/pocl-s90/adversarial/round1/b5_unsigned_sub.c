/* unsigned arithmetic in subscripts and values: u - 1u, wrap in values */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static unsigned V[N];
static void f(unsigned n, unsigned s)
{
    unsigned u;
#pragma bbmm
    {
        for (u = 1; u < n; u++)
            A[u - 1u] = A[u - 1u] + B[u];
        for (u = 0; u < n; u++)
            V[u] = (u - s) * 2654435761u + (u >> 1) - (s << 3);
        for (u = 0; u + 2 < n + 2 && u < n; u++)
            B[u] = (double)(u - s) + (int)(u - s) * 0.5;
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 3; B[i] = i * 0.25; V[i] = 0; }
    static const unsigned ns[4] = {30, 0, 1, 7}, ss[4] = {3, 0, 5, 100};
    for (t = 0; t < 4; t++) f(ns[t], ss[t]);
    for (i = 0; i < N; i++) printf("%a %a %u\n", A[i], B[i], V[i]);
    return 0;
}
