/* Numerical Recipes style 1-based vectors: v = malloc(...) - 1, loops from 1 to n */
#include <stdio.h>
#include <stdlib.h>
static double *vector(int n) { double *v = malloc(sizeof(double) * (size_t)n); return v - 1; }
static void free_vector(double *v) { free(v + 1); }
static void smooth(int n, double *u, double *v)
{
    int i;
#pragma bbmm array(u[n + 1], v[n + 1])
    for (i = 2; i <= n - 1; i++)
        v[i] = 0.25 * u[i - 1] + 0.5 * u[i] + 0.25 * u[i + 1];
}
int main(void)
{
    int n, i;
    for (n = 3; n <= 30; n += 9) {
        double *u = vector(n), *v = vector(n);
        for (i = 1; i <= n; i++) { u[i] = i * i; v[i] = 0.0; }
        smooth(n, u, v);
        smooth(n, v, u);
        for (i = 1; i <= n; i++) printf("%a %a\n", u[i], v[i]);
        free_vector(u); free_vector(v);
    }
    return 0;
}
