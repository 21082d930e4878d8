/* time loop where a helper function writes boundary values of a global array between device steps */
#include <stdio.h>
#define N 40
static double g[N], h[N];
static int nn;
static void apply_bc(int t)
{
    g[0] = (double)t;
    g[nn - 1] = -(double)t * 0.5;
}
static void add_source(double s) { int i; for (i = nn / 3; i < nn / 2; i++) g[i] += s; }
int main(void)
{
    int i, t;
    for (nn = 2; nn <= N; nn += 19) {
        for (i = 0; i < N; i++) { g[i] = 0.0; h[i] = 0.0; }
        for (t = 0; t < 6; t++) {
            apply_bc(t);
#pragma bbmm
            for (i = 1; i < nn - 1; i++)
                h[i] = g[i] + 0.3 * (g[i - 1] - 2.0 * g[i] + g[i + 1]);
            if (t % 2 == 0) add_source(0.125);
#pragma bbmm
            for (i = 1; i < nn - 1; i++)
                g[i] = h[i];
        }
        printf("nn=%d\n", nn);
        for (i = 0; i < nn; i++) printf("%a %a\n", g[i], h[i]);
    }
    return 0;
}
