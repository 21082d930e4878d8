/* an array grown with realloc (same or moved address) between regions of a loop inside a helper */
#include <stdio.h>
#include <stdlib.h>
static void sweep(int n, double *a)
{
    int i;
#pragma bbmm array(a[n])
    for (i = 1; i < n; i++)
        a[i] = a[i] * 0.5 + (double)i;
}
static double *grow(double *a, int *cap, int need)
{
    int i;
    if (need > *cap) {
        a = realloc(a, (size_t)need * sizeof(double));
        for (i = *cap; i < need; i++) a[i] = -1.0 * i;
        *cap = need;
    }
    return a;
}
int main(void)
{
    int cap = 1, n, i;
    double *a = malloc(sizeof(double));
    a[0] = 3.0;
    for (n = 0; n <= 40; n += 5) {
        a = grow(a, &cap, n + 1);
        sweep(n, a);
        sweep(n, a);
    }
    for (i = 0; i < cap; i++) printf("%a\n", a[i]);
    free(a);
    return 0;
}
