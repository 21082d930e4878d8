/* scalars computed in a region and read after: running max, last index under data condition, counter, product */
#include <stdio.h>
#define N 40
static double A[N];
static void f(int n)
{
    int i, last = -1, cnt = 0;
    double m = -1.0e300, p = 1.0, mn;
    mn = 1.0e300;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (A[i] > m) m = A[i];
        if (A[i] < mn) mn = A[i];
        if (A[i] > 0.5) last = i;
        if (A[i] < 0.0) cnt = cnt + 1;
        p = p * (1.0 + A[i] * 0.01);
    }
    printf("n=%d m=%a mn=%a last=%d cnt=%d p=%a i=%d\n", n, m, mn, last, cnt, p, i);
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) A[i] = ((i * 37) % 11 - 5) * 0.3;
    for (n = 0; n <= 13; n++) f(n);
    f(N);
    return 0;
}
