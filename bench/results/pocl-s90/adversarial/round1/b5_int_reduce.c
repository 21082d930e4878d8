/* integer reductions: long sum, int max and count, read after region */
#include <stdio.h>
#define N 50
static int I[N];
static long res[4];
static void f(int n, int thr)
{
    int i, mx = -1000, cnt = 0;
    long sum = 7;
#pragma bbmm
    for (i = 0; i < n; i++) {
        sum += (long)I[i] * I[i] - i;
        mx = I[i] > mx ? I[i] : mx;
        if (I[i] > thr) cnt++;
        I[i] = I[i] / 2 - (I[i] % 3);
    }
    res[0] = sum; res[1] = mx; res[2] = cnt;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) I[i] = (i * 37) % 101 - 50;
    for (t = 0; t < 4; t++) { f(t == 1 ? 0 : N - 7 * t, t * 5 - 10); printf("%ld %ld %ld\n", res[0], res[1], res[2]); }
    for (i = 0; i < N; i++) printf("%d\n", I[i]);
    return 0;
}
