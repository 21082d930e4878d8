/* no pragma: host writes through a pointer-to-pointer (*pp)[3] where pp = &a and a is the malloc'd array the regions use */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *x)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * 0.5 + 1.0;
}
int main(void)
{
    int n = 10, i, t;
    double *a = malloc(sizeof(double) * n);
    double **pp = &a;
    for (i = 0; i < n; i++) a[i] = i;
    for (t = 0; t < 4; t++) {
        step(n, a);
        (*pp)[3] += 7.0;
    }
    for (i = 0; i < n; i++) printf("%a\n", a[i]);
    free(a);
    return 0;
}
