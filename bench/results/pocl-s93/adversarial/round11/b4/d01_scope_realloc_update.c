/* explicit data scope around a growing array: update host, realloc to a bigger size, fill, update device */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *a)
{
    int i;
#pragma bbmm array(a[n])
    for (i = 1; i < n; i++)
        a[i] = a[i] + 0.5 * a[i - 1];
}
int main(void)
{
    int n = 4, i, t;
    double *a = malloc((size_t)n * sizeof(double));
    double *keep = malloc(1000 * sizeof(double));
    for (i = 0; i < n; i++) a[i] = i + 1;
#pragma bbmm data(a)
    {
        for (t = 0; t < 4; t++) {
            step(n, a);
#pragma bbmm update host(a)
            a = realloc(a, (size_t)(n + 5) * sizeof(double));
            for (i = n; i < n + 5; i++) a[i] = -i;
            n += 5;
#pragma bbmm update device(a)
        }
        step(n, a);
    }
    for (i = 0; i < n; i++) printf("%a\n", a[i]);
    free(a); free(keep);
    return 0;
}
