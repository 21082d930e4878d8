/* grid allocated into a global pointer; time loop in main calls step(n, a, b) on locals that alias it; a non-static diagnostics function reads the global pointer */
#include <stdio.h>
#include <stdlib.h>
double *g_grid;
int g_n;
double diag(void)
{
    double s = 0.0;
    for (int i = 0; i < g_n; i++) s += g_grid[i] * (i + 1);
    return s;
}
static void step(int n, double *a, double *b)
{
    int i;
#pragma bbmm array(a[n], b[n])
    {
        for (i = 1; i < n - 1; i++) b[i] = a[i] + 0.3 * (a[i - 1] - 2.0 * a[i] + a[i + 1]);
        for (i = 1; i < n - 1; i++) a[i] = b[i];
    }
}
int main(void)
{
    int n = 20;
    double *a = malloc(n * sizeof(double)), *b = malloc(n * sizeof(double));
    g_grid = a; g_n = n;
    for (int i = 0; i < n; i++) a[i] = b[i] = (i == n / 2) ? 4.0 : 0.0;
    for (int t = 0; t < 6; t++) {
        step(n, a, b);
        printf("t=%d diag=%a\n", t, diag());
    }
    free(a); free(b);
    return 0;
}
