/* nolist scope: a sliding window step(n, base + t) over one allocation, each region's view overlapping the previous kept one */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *w)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        w[i] = w[i] + 0.5 * w[0];
}
int main(void)
{
    int n = 6, T = 8, i, t;
    double *base = malloc(sizeof(double) * (n + T));
    for (i = 0; i < n + T; i++) base[i] = (i % 3) + 0.25 * i;
#pragma bbmm data
    for (t = 0; t < T; t++)
        step(n, base + t);
    for (i = 0; i < n + T; i++) printf("%a\n", base[i]);
    free(base);
    return 0;
}
