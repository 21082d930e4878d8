/* ternaries mixing int/unsigned/double: c ? 1u : -1 is unsigned, c ? i : 0.5 is double */
#include <stdio.h>
#define N 32
static long L[N], M[N];
static double D[N];
static int I[N], J[N];
static void f(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        L[i] = I[i] > k ? 1u : -1;
        M[i] = (I[i] > k ? 1u : -1) / 2;
        D[i] = I[i] & 1 ? I[i] / 2 : 0.5;
        J[i] = (I[i] < 0 ? I[i] : 2.75) * 2;
        D[i] += (i > k ? -1L : 2u) + 0.0;
    }
}
int main(void)
{
    int i, k;
    for (i = 0; i < N; i++) I[i] = (i * 7) % 19 - 9;
    for (k = -10; k <= 10; k += 5) {
        f(k < 0 ? N : N - k, k);
        for (i = 0; i < N; i++) printf("%d %ld %ld %a %d\n", k, L[i], M[i], D[i], J[i]);
    }
    return 0;
}
