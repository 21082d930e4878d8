/* 1-D heat with two malloc'd pointers swapped every step (the usual time loop), sizes varied */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, const double *a, double *b)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        b[i] = a[i] + 0.25 * (a[i - 1] - 2.0 * a[i] + a[i + 1]);
}
int main(void)
{
    int n, t, i;
    for (n = 1; n <= 33; n += 8) {
        double *a = malloc(sizeof(double) * (size_t)n), *b = malloc(sizeof(double) * (size_t)n), *tmp;
        for (i = 0; i < n; i++) a[i] = b[i] = (i * 7 % 5) * 0.5;
        for (t = 0; t < 6; t++) {
            step(n, a, b);
            tmp = a; a = b; b = tmp;
        }
        for (i = 0; i < n; i++) printf("%a ", a[i]);
        printf("\n");
        free(a);
        free(b);
    }
    return 0;
}
