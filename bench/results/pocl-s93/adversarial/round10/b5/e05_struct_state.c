/* simulation state in a struct of pointers; the time loop passes s.u, s.v to the step and a host monitor reads through a pointer to the struct */
#include <stdio.h>
#include <stdlib.h>
struct state { int n; double *u, *v; };
static void step(int n, double *u, double *v, double c)
{
    int i;
#pragma bbmm array(u[n], v[n])
    {
        for (i = 1; i < n - 1; i++) v[i] = u[i] - c * (u[i] - u[i - 1]);
        for (i = 1; i < n - 1; i++) u[i] = v[i];
    }
}
static double monitor(const struct state *s)
{
    double m = 0.0;
    for (int i = 0; i < s->n; i++) if (s->u[i] > m) m = s->u[i];
    return m;
}
int main(void)
{
    struct state s;
    s.n = 25;
    s.u = malloc(s.n * sizeof(double)); s.v = malloc(s.n * sizeof(double));
    for (int i = 0; i < s.n; i++) s.u[i] = s.v[i] = (i > 3 && i < 8) ? 1.0 : 0.0;
    struct state *ps = &s;
    double *u = s.u, *v = s.v;
    for (int t = 0; t < 7; t++) {
        step(s.n, u, v, 0.5);
        printf("t=%d max=%a\n", t, monitor(ps));
    }
    free(s.u); free(s.v);
    return 0;
}
