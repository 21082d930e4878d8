/* in-place forward update reading ahead a[w + 1 + it % 2] for w <= n - 2 - it % 2: box runs past the end */
#include <stdio.h>
static double a[20];
static void run(int n)
{
    int it, w;
#pragma bbmm
    for (it = 0; it < 4; it++)
        for (w = 0; w <= n - 2 - it % 2; w++)
            a[w] = 0.5 * (a[w] + a[w + 1 + it % 2]);
}
int main(void)
{
    int i;
    for (i = 0; i < 20; i++) a[i] = i % 7;
    run(20);
    for (i = 0; i < 20; i++) printf("%a\n", a[i]);
    return 0;
}
