/* an array grown with realloc inside the time loop; the region's size follows; host fills the new part */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *a, double *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    for (i = 1; i < n - 1; i++)
        b[i] = 0.5 * (a[i - 1] + a[i + 1]);
}
int main(void)
{
    int n = 4, t, i;
    double *a = malloc(sizeof(double) * 4), *b = calloc(4, sizeof(double));
    for (i = 0; i < n; i++) a[i] = i * i;
    for (t = 0; t < 6; t++) {
        step(n, a, b);
        a = realloc(a, sizeof(double) * (size_t)(n + 3));
        b = realloc(b, sizeof(double) * (size_t)(n + 3));
        for (i = 0; i < n; i++) a[i] = b[i] + a[i] * 0.25;
        for (i = n; i < n + 3; i++) { a[i] = i; b[i] = 0.0; }
        n += 3;
    }
    for (i = 0; i < n; i++) printf("%a %a\n", a[i], b[i]);
    free(a); free(b);
    return 0;
}
