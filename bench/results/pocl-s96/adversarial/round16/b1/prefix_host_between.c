/* prefix sums in a region, memcpy + qsort on a copy between regions, memset, long arrays */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static int cmp(const void *x, const void *y) { long a = *(const long *)x, b = *(const long *)y; return (a > b) - (a < b); }
static void run(int n)
{
    long v[64], p[64], s[64], c[64];
    int i;
    for (i = 0; i < n; i++) v[i] = (long)((i * 7919) % 101) - 50;
    memset(p, 0, sizeof p);
#pragma bbmm
    for (i = 1; i < n; i++)
        p[i] = p[i - 1] + v[i - 1];
    memcpy(s, v, sizeof(long) * n);
    qsort(s, n, sizeof(long), cmp);
#pragma bbmm
    for (i = 0; i < n; i++)
        c[i] = s[i] * 3 - p[i] + (i > 0 ? s[i - 1] : 0);
    printf("n=%d\n", n);
    for (i = 0; i < n; i++) printf("%ld %ld %ld\n", p[i], s[i], c[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(3); run(17); run(64);
    return 0;
}
