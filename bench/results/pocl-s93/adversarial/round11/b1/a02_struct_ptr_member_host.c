/* array reached through a struct's pointer member, written by host code between two regions on a local alias */
#include <stdio.h>
#include <stdlib.h>
struct field { int n; double *v; double *w; };
static void smooth(int n, double *u, double *w)
{
    int i;
#pragma bbmm array(u[n], w[n])
    for (i = 1; i < n - 1; i++)
        w[i] = (u[i - 1] + 2.0 * u[i] + u[i + 1]) * 0.25;
#pragma bbmm array(u[n], w[n])
    for (i = 1; i < n - 1; i++)
        u[i] = w[i];
}
int main(void)
{
    int sizes[] = {0, 1, 2, 5, 33};
    int k, i, t;
    for (k = 0; k < 5; k++) {
        struct field f;
        f.n = sizes[k];
        f.v = malloc((size_t)(f.n + 1) * sizeof(double));
        f.w = calloc((size_t)(f.n + 1), sizeof(double));
        for (i = 0; i < f.n; i++) f.v[i] = (i % 5) * 1.5;
        double *u = f.v, *w = f.w;
        for (t = 0; t < 3; t++) {
            smooth(f.n, u, w);
            if (f.n > 2) f.v[f.n / 2] = -t;
            struct field *pf = &f;
            if (pf->n > 3) pf->v[1] += 10.0;
        }
        for (i = 0; i < f.n; i++) printf("%a %a\n", f.v[i], f.w[i]);
        free(f.v); free(f.w);
    }
    return 0;
}
