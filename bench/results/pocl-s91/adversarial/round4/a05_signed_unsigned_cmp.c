/* mixed signed/unsigned comparisons in statements (not bounds) */
#include <stdio.h>
#define N 36
static int I[N], R[N], Q[N];
static unsigned U[N];
static long L[N];
static void f(int n, unsigned lim)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[i] = (I[i] < lim) + 2 * (U[i] > I[i]) + 4 * (L[i] < U[i]) + 8 * (I[i] < sizeof(long));
        if (I[i] >= 3u) Q[i] = Q[i] + 1;
        if (U[i] - 5 > 10) L[i] = L[i] * 2; else L[i] = -L[i];
    }
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { I[i] = i - 18; U[i] = i * 3u; L[i] = i - 20; Q[i] = 0; }
    for (t = 0; t < 4; t++) {
        f(N - 9 * t, t * 10u);
        for (i = 0; i < N; i++) printf("%d %d %d %ld\n", t, R[i], Q[i], L[i]);
    }
    return 0;
}
