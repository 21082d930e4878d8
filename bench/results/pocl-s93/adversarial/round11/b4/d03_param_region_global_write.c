/* region on parameters; host code inside the time loop writes the global the caller passed, by its global name */
#include <stdio.h>
#define N 20
static double G[N], H[N];
static void run(int n, double *x, double *y)
{
    int i, t;
    for (t = 0; t < 4; t++) {
#pragma bbmm array(x[n], y[n])
        for (i = 1; i < n - 1; i++)
            y[i] = x[i - 1] - x[i + 1];
        G[2] = 3.0 * t;
#pragma bbmm array(x[n], y[n])
        for (i = 1; i < n - 1; i++)
            x[i] = x[i] + 0.5 * y[i];
    }
}
int main(void)
{
    int i, k;
    int sizes[] = {0, 3, 9, 20};
    for (k = 0; k < 4; k++) {
        for (i = 0; i < N; i++) { G[i] = i; H[i] = 0; }
        run(sizes[k], G, H);
        for (i = 0; i < N; i++) printf("%a %a\n", G[i], H[i]);
    }
    return 0;
}
