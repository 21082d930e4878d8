/* in-place forward update reading ahead a[w + 1 + it % 2] with w <= n - 2 - it % 2 */
#include <stdio.h>
#define N 30
static double a[N];
static void run(int ni, int n)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < ni; it++)
        for (w = 0; w <= n - 2 - it % 2; w++)
            a[w] = 0.5 * (a[w] + a[w + 1 + it % 2]);
}
int main(void)
{
    int i, n;
    for (n = 0; n <= N; n += 6) {
        for (i = 0; i < N; i++) a[i] = (double)((i * 5) % 7);
        run(5, n);
        printf("n=%d\n", n);
        for (i = 0; i < N; i++) printf("%a\n", a[i]);
    }
    return 0;
}
