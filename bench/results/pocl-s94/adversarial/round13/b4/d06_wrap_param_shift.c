/* (i + k) % n with a shift k from 0 to 2n: the wrap is exact only while k <= n */
#include <stdio.h>
#define N 10
static double a[N], b[N];
static void rot(int n, int k)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        b[i] = a[(i + k) % n];
}
int main(void)
{
    int n, k, i;
    for (n = 1; n <= N; n += 3)
        for (k = 0; k <= 2 * n; k++) {
            for (i = 0; i < N; i++) { a[i] = i * 1.25; b[i] = -1; }
            rot(n, k);
            for (i = 0; i < N; i++) printf("%a\n", b[i]);
        }
    return 0;
}
