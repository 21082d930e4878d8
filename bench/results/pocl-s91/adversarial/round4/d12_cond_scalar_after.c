/* scalars assigned under data conditions, read after the region (argmin with index, last-seen, counts) */
#include <stdio.h>
#define N 50
static double A[N];
static int I[N];
static void f(int n, double th)
{
    int i, arg = -1, last = -7, cnt = 0;
    double mn = 1e300, lastv = -1.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (A[i] < mn) { mn = A[i]; arg = i; }
        if (A[i] > th) { last = i; lastv = A[i]; }
        if (I[i] & 1) cnt += I[i];
    }
    printf("%d %a %d %d %a %d\n", n, mn, arg, last, lastv, cnt);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) { A[i] = ((i * 31) % 17) * 0.25 - 2.0; I[i] = (i * 7) % 13 - 6; }
    A[20] = A[11];
    for (n = 0; n <= N; n += 7) f(n, n * 0.05);
    return 0;
}
