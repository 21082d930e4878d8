/* host time loop; region reads a[i - t%3] and a[i + 1 + t%2] into b, then copies back (flow between tiles) */
#include <stdio.h>
#define N 64
static double a[N], b[N];
static void step(int n, int t)
{
    int i;
#pragma bbmm
    {
        for (i = 3; i < n - 2; i++)
            b[i] = 0.5 * a[i - t % 3] + 0.25 * a[i + 1 + t % 2] + 0.125 * a[i];
        for (i = 3; i < n - 2; i++)
            a[i] = b[i];
    }
}
int main(void)
{
    int i, n, t;
    for (n = 0; n <= N; n += 16) {
        for (i = 0; i < N; i++) { a[i] = (double)((i * 13) % 10); b[i] = 0.0; }
        for (t = 0; t < 7; t++) step(n, t);
        printf("n=%d\n", n);
        for (i = 0; i < N; i++) printf("%a %a\n", a[i], b[i]);
    }
    return 0;
}
