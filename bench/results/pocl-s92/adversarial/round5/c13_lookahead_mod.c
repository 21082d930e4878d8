/* in-place smoothing reading ahead by 1 + t % 3 inside a time loop in the region */
#include <stdio.h>
#define N 40
static double a[N + 4];
static void run(int n, int T)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++)
        for (i = 0; i < n; i++)
            a[i] = 0.5 * (a[i] + a[i + 1 + t % 3]);
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 8) {
        for (i = 0; i < N + 4; i++) a[i] = (double)((i * 7) % 6);
        run(n, 4);
        printf("n=%d\n", n);
        for (i = 0; i < N + 4; i++) printf("%a\n", a[i]);
    }
    return 0;
}
