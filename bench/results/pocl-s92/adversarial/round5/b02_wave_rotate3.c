/* 1D wave equation with three time levels rotated by pointer (um, u, up), region in the time loop */
#include <stdio.h>
#include <stdlib.h>
static void wave(int n, int T, double c2)
{
    double *um = calloc(n + 2, sizeof(double)), *u = calloc(n + 2, sizeof(double)), *up = calloc(n + 2, sizeof(double)), *tmp;
    int i, t;
    for (i = 0; i < n + 2; i++) { u[i] = (i == n / 2) ? 1.0 : 0.0; um[i] = u[i]; }
    for (t = 0; t < T; t++) {
#pragma bbmm array(um[n + 2], u[n + 2], up[n + 2])
        for (i = 1; i <= n; i++)
            up[i] = 2.0 * u[i] - um[i] + c2 * (u[i - 1] - 2.0 * u[i] + u[i + 1]);
        tmp = um; um = u; u = up; up = tmp;
    }
    printf("n=%d\n", n);
    for (i = 0; i < n + 2; i++) printf("%a %a %a\n", um[i], u[i], up[i]);
    free(um); free(u); free(up);
}
int main(void)
{
    int n;
    for (n = 0; n <= 30; n += 6) wave(n, 2 + n % 5, 0.25);
    wave(1, 3, 0.5);
    return 0;
}
