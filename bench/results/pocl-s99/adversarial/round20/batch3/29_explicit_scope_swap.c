#include <stdio.h>
#include <stdlib.h>

static void step(int n, double *u, double *w)
{
#pragma bbmm
    for (int i = 1; i < n - 1; i++)
        w[i] = u[i] + 0.2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
}

int main(void)
{
    int n = 50;
    double *u = malloc(n * sizeof(double)), *w = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++) u[i] = w[i] = (i % 4) * 1.0;
#pragma bbmm data
    for (int t = 0; t < 7; t++) {
        step(n, u, w);
        double *tmp = u; u = w; w = tmp;
    }
    double h = 0; for (int i = 0; i < n; i++) h = h * 0.9 + u[i] + 2 * w[i];
    printf("%a\n", h);
    return 0;
}
