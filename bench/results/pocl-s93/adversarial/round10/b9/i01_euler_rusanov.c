/* 1-D compressible Euler, Rusanov flux, conserved variables q[NV][N] indexed by an enum (RHO, MOM, ENE), sqrt sound speed, fmax wave speed, transmissive ghost cells, host CFL from a region scalar */
#include <stdio.h>
#include <math.h>
enum { RHO, MOM, ENE, NV };
#define N 66
static double q[NV][N], fl[NV][N];
static double smax;
#define GAM 1.4

static void flux_step(int n, double dtdx)
{
    int i, v;
#pragma bbmm
    {
        for (v = 0; v < NV; v++) { q[v][0] = q[v][1]; q[v][n + 1] = q[v][n]; }
        for (i = 0; i <= n; i++) {
            double rl = q[RHO][i], ul = q[MOM][i] / rl, pl = (GAM - 1.0) * (q[ENE][i] - 0.5 * rl * ul * ul);
            double rr = q[RHO][i + 1], ur = q[MOM][i + 1] / rr, pr = (GAM - 1.0) * (q[ENE][i + 1] - 0.5 * rr * ur * ur);
            double s = fmax(fabs(ul) + sqrt(GAM * pl / rl), fabs(ur) + sqrt(GAM * pr / rr));
            fl[RHO][i] = 0.5 * (q[MOM][i] + q[MOM][i + 1]) - 0.5 * s * (rr - rl);
            fl[MOM][i] = 0.5 * (q[MOM][i] * ul + pl + q[MOM][i + 1] * ur + pr) - 0.5 * s * (q[MOM][i + 1] - q[MOM][i]);
            fl[ENE][i] = 0.5 * ((q[ENE][i] + pl) * ul + (q[ENE][i + 1] + pr) * ur) - 0.5 * s * (q[ENE][i + 1] - q[ENE][i]);
        }
        for (v = 0; v < NV; v++)
            for (i = 1; i <= n; i++)
                q[v][i] -= dtdx * (fl[v][i] - fl[v][i - 1]);
        smax = 0.0;
        for (i = 1; i <= n; i++) {
            double u = q[MOM][i] / q[RHO][i], p = (GAM - 1.0) * (q[ENE][i] - 0.5 * q[RHO][i] * u * u);
            smax = fmax(smax, fabs(u) + sqrt(GAM * p / q[RHO][i]));
        }
    }
}

int main(void)
{
    int ns[] = {1, 2, 5, 64};
    for (int s = 0; s < 4; s++) {
        int n = ns[s];
        for (int i = 0; i < N; i++) {
            int left = i <= n / 2;
            q[RHO][i] = left ? 1.0 : 0.125; q[MOM][i] = 0.0; q[ENE][i] = (left ? 1.0 : 0.1) / (GAM - 1.0);
        }
        double dx = 1.0 / n, dt = 0.2 * dx, time = 0;
        for (int t = 0; t < 8; t++) { flux_step(n, dt / dx); time += dt; dt = 0.4 * dx / smax; }
        printf("n=%d time=%a smax=%a\n", n, time, smax);
        for (int i = 1; i <= n; i++) printf("%a %a %a\n", q[RHO][i], q[MOM][i], q[ENE][i]);
    }
    return 0;
}
