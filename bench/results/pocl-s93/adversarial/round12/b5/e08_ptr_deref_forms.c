/* pointer arithmetic forms in a region: *(x + i), (y + 1)[i], *(z + 2 * i + 1) */
#include <stdio.h>
#include <stdlib.h>
static void kern(int n, const double *x, double *y, double *z)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        (y + 1)[i] = *(x + i) * 2.0;
        *(z + 2 * i + 1) = x[i] - 1.0;
    }
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 7, 15};
    double *x = malloc(sizeof(double) * 32), *y = malloc(sizeof(double) * 32), *z = malloc(sizeof(double) * 32);
    for (s = 0; s < 5; s++) {
        for (i = 0; i < 32; i++) { x[i] = i * 0.375; y[i] = z[i] = -1; }
        kern(ns[s], x, y, z);
        for (i = 0; i < 32; i++) printf("%a %a\n", y[i], z[i]);
    }
    free(x); free(y); free(z);
    return 0;
}
