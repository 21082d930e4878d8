/* Lax-Wendroff advection with the time loop inside the region: periodic ghost cells written at the top of each step, then the update into un, then copy back */
#include <stdio.h>
#define N 64
static double u[N + 2], un[N + 2];

static void lw(int n, int T, double c)
{
    int t, i;
#pragma bbmm
    for (t = 0; t < T; t++) {
        u[0] = u[n];
        u[n + 1] = u[1];
        for (i = 1; i <= n; i++)
            un[i] = u[i] - 0.5 * c * (u[i + 1] - u[i - 1]) + 0.5 * c * c * (u[i + 1] - 2.0 * u[i] + u[i - 1]);
        for (i = 1; i <= n; i++)
            u[i] = un[i];
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 16, 64};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        for (int i = 0; i < N + 2; i++) { u[i] = (i >= n / 4 + 1 && i <= n / 2) ? 1.0 : 0.0; un[i] = 0.0; }
        lw(n, 7, 0.6);
        for (int i = 0; i < n + 2; i++) printf("%a ", u[i]);
        printf("\n");
    }
    return 0;
}
