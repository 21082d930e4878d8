/* clamp written as helpers calling helpers, static inline, long parameters narrowed to int */
#include <stdio.h>
#define N 30
static double U[N], V[N];
static inline int imax(int a, int b) { return a > b ? a : b; }
static inline int imin(int a, int b) { return a < b ? a : b; }
static inline int iclamp(int x, int lo, int hi) { return imax(lo, imin(x, hi)); }
static long lclamp(long x, long lo, long hi) { return x < lo ? lo : (x > hi ? hi : x); }
static void smooth(int n, int r)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        V[i] = U[iclamp(i - r, 0, n - 1)] + U[i] + U[(int)lclamp(i + r, 0, n - 1)];
}
int main(void)
{
    int n, r, i;
    for (n = 0; n <= N; n += 7)
        for (r = 0; r <= 3; r++) {
            for (i = 0; i < N; i++) { U[i] = i * i * 0.125; V[i] = -3; }
            smooth(n, r);
            for (i = 0; i < N; i++) printf("%a\n", V[i]);
        }
    return 0;
}
