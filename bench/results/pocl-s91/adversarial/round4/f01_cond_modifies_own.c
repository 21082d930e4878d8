/* the branch modifies what its condition read: the condition must be evaluated once, before the branch */
#include <stdio.h>
#define N 32
static double A[N], B[N];
static int F[N], G[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (A[i] > 0) { A[i] = -A[i]; B[i] = B[i] + 1; }
        if (F[i] > 2) F[i] = -1; else F[i] = 5;
        if (G[i] > 0) { G[i] -= 10; if (G[i] > 0) B[i] += 100; else B[i] -= 100; }
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = (i % 5) - 2.0; B[i] = 0; F[i] = i % 6; G[i] = (i * 7) % 23 - 4; }
    for (t = 0; t < 3; t++) {
        f(N - t * 11);
        for (i = 0; i < N; i++) printf("%d %a %a %d %d\n", t, A[i], B[i], F[i], G[i]);
    }
    return 0;
}
