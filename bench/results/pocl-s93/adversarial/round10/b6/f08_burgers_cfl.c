/* 1-D inviscid Burgers, upwind flux chosen by the sign of u, CFL time step computed in the region (max |u|) and used in the same region; host time loop accumulates time */
#include <stdio.h>
#include <math.h>
#define N 64
static double u[N], un[N];
static double umax, dt;

static void step(int n, double dx, double cfl)
{
    int i;
#pragma bbmm
    {
        umax = 1e-12;
        for (i = 0; i < n; i++) umax = fmax(umax, fabs(u[i]));
        dt = cfl * dx / umax;
        for (i = 1; i < n - 1; i++)
            un[i] = u[i] > 0.0 ? u[i] - dt / dx * u[i] * (u[i] - u[i - 1])
                               : u[i] - dt / dx * u[i] * (u[i + 1] - u[i]);
        for (i = 1; i < n - 1; i++) u[i] = un[i];
    }
}

int main(void)
{
    int ns[] = {1, 2, 3, 17, 64};
    for (int s = 0; s < 5; s++) {
        int n = ns[s];
        double dx = 1.0 / n, time = 0.0;
        for (int i = 0; i < N; i++) { u[i] = sin(6.283185307179586 * i / N) + 0.2; un[i] = 0.0; }
        for (int t = 0; t < 10; t++) { step(n, dx, 0.4); time += dt; }
        printf("n=%d time=%a umax=%a\n", n, time, umax);
        for (int i = 0; i < n; i++) printf("%a ", u[i]);
        printf("\n");
    }
    return 0;
}
