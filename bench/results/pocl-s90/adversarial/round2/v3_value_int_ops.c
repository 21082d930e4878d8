/* integer values: division and modulo by negative constants, unsigned arithmetic, shifts, stored to int and double arrays */
#include <stdio.h>
#define N 20
static int I[N], J[N];
static double D[N];
static unsigned U[N];
static void f(int n, int s)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        I[i] = (i - s) / -3 + (i - s) % -4;
        J[i] = ((i - s) >> 1) + (i << 3) - (s & 7) + (i ^ s) - (i | 2);
        U[i] = (unsigned)(i - s) * 2654435761u + (U[i] >> 3);
        D[i] = (i - s) / 2u + (double)((i - s) % 5);
    }
}
int main(void)
{
    int i, n, s;
    for (i = 0; i < N; i++) { I[i] = J[i] = 0; U[i] = i * 3u; D[i] = 0; }
    for (n = 0; n <= N; n += 10)
        for (s = 0; s < 12; s += 7) f(n, s);
    for (i = 0; i < N; i++) printf("%d %d %u %a\n", I[i], J[i], U[i], D[i]);
    return 0;
}
