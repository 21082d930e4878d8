/* kernel function called in a time loop with (cur,next) swapped each step; parameter names differ from caller names; odd steps */
#include <stdio.h>
#include <stdlib.h>
static void advect(int n, double c, const double *in, double *out)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        out[i] = in[i] - c * (in[i] - in[(i - 1 + n) % n]);
}
int main(void)
{
    int n, i, t, steps;
    for (n = 1; n <= 21; n += 4) {
        double *p = malloc(sizeof(double) * n), *q = malloc(sizeof(double) * n);
        steps = n % 5;
        for (i = 0; i < n; i++) p[i] = (i < n / 2) ? 1.0 : 0.0;
        for (t = 0; t < steps; t++) {
            if (t % 2 == 0) advect(n, 0.4, p, q);
            else advect(n, 0.4, q, p);
        }
        printf("n=%d steps=%d\n", n, steps);
        for (i = 0; i < n; i++) printf("%a\n", steps % 2 ? q[i] : p[i]);
        free(p); free(q);
    }
    return 0;
}
