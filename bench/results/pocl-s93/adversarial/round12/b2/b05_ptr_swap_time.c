/* pointers swapped in a host time loop around a region function; odd and even step counts */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, const double *u, double *v)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        v[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
}
int main(void)
{
    int s, i, t;
    int ns[] = {0, 1, 2, 3, 33};
    for (s = 0; s < 5; s++) {
        int n = ns[s];
        double *a = malloc(sizeof(double) * 34), *b = malloc(sizeof(double) * 34), *tmp;
        for (i = 0; i < 34; i++) { a[i] = (i % 5) * 1.5; b[i] = a[i]; }
        for (t = 0; t < s + 2; t++) { step(n, a, b); tmp = a; a = b; b = tmp; }
        for (i = 0; i < 34; i++) printf("%a %a\n", a[i], b[i]);
        free(a); free(b);
    }
    return 0;
}
