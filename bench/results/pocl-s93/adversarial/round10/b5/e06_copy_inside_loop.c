/* inside the time loop the host takes a working pointer w = u and writes a boundary value and reads a probe through it */
#include <stdio.h>
#include <stdlib.h>
static void step(int n, double *u, double *v)
{
    int i;
#pragma bbmm array(u[n], v[n])
    {
        for (i = 1; i < n - 1; i++) v[i] = 0.5 * (u[i - 1] + u[i + 1]);
        for (i = 1; i < n - 1; i++) u[i] = v[i];
    }
}
int main(void)
{
    int n = 18;
    double *u = calloc(n, sizeof(double)), *v = calloc(n, sizeof(double));
    for (int t = 0; t < 8; t++) {
        step(n, u, v);
        double *w = u;
        w[0] = 1.0 + t;
        printf("t=%d %a %a\n", t, w[1], w[n / 2]);
    }
    for (int i = 0; i < n; i++) printf("%a\n", u[i]);
    free(u); free(v);
    return 0;
}
