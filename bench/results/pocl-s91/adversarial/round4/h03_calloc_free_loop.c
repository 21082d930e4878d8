/* arrays calloc'ed and freed in a loop (addresses reused), regions twice per iteration */
#include <stdio.h>
#include <stdlib.h>
static void g(int n, double *a)
{
    int i;
#pragma bbmm array(a[n])
    for (i = 1; i < n; i++) a[i] = a[i] + a[i - 1] * 0.5 + i;
}
int main(void)
{
    int n, k;
    for (n = 4; n <= 40; n += 12)
        for (k = 0; k < 3; k++) {
            double *a = calloc(n, sizeof(double));
            g(n, a);
            g(n, a);
            printf("%d %d %a %a\n", n, k, a[n / 2], a[n - 1]);
            free(a);
        }
    return 0;
}
