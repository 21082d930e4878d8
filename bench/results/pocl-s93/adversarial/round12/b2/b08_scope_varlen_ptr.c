/* #pragma bbmm data scope around regions using one pointer with different lengths in consecutive regions */
#include <stdio.h>
#include <stdlib.h>
static void scale(int n, double *x, double f)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] * f + 1.0;
}
static void shift(int n, double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i] = x[i + 1] - x[i];
}
int main(void)
{
    int s, i, t;
    int ns[] = {0, 1, 2, 7, 30};
    for (s = 0; s < 5; s++) {
        int n = ns[s];
        double *x = malloc(sizeof(double) * 32), *y = malloc(sizeof(double) * 32);
        for (i = 0; i < 32; i++) { x[i] = (i % 7) * 0.5; y[i] = 0; }
#pragma bbmm data
        for (t = 0; t < 3; t++) {
            scale(n / 2, x, 1.5);
            shift(n, x, y);
            scale(n, x, 0.5);
            scale(n + 1, y, 2.0);
        }
        for (i = 0; i < 32; i++) printf("%a %a\n", x[i], y[i]);
        free(x); free(y);
    }
    return 0;
}
