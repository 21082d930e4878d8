/* explicit data(a) scope: host frees the kept array and mallocs a new one (possibly same address) between updates */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *a)
{
    int i;
#pragma bbmm array(a[n])
    for (i = 0; i < n; i++)
        a[i] = a[i] * 0.5 + i;
}
int main(void)
{
    int n = 16, i, t;
    double *a = malloc((size_t)n * sizeof(double));
    double sum = 0.0;
    for (i = 0; i < n; i++) a[i] = i;
#pragma bbmm data(a)
    {
        for (t = 0; t < 3; t++) {
            step(n, a);
#pragma bbmm update host(a)
            for (i = 0; i < n; i++) sum += a[i];
            free(a);
            a = malloc((size_t)n * sizeof(double));
            for (i = 0; i < n; i++) a[i] = t * 10.0 - i;
#pragma bbmm update device(a)
        }
        step(n, a);
    }
    printf("%a\n", sum);
    for (i = 0; i < n; i++) printf("%a\n", a[i]);
    free(a);
    return 0;
}
