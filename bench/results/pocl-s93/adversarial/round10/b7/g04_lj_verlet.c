/* Lennard-Jones molecular dynamics, all pairs (j != i) with cutoff, velocity Verlet: forces region, kick-drift region, potential energy reduction; host prints energy per step */
#include <stdio.h>
#define NP 27
static double x[NP], y[NP], vx[NP], vy[NP], fx[NP], fy[NP], pe[NP];
static double epot;

static void forces(int n, double rc2)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            double ax = 0.0, ay = 0.0, e = 0.0;
            for (j = 0; j < n; j++) {
                if (j != i) {
                    double dx = x[i] - x[j], dy = y[i] - y[j];
                    double r2 = dx * dx + dy * dy;
                    if (r2 < rc2) {
                        double ir2 = 1.0 / r2, ir6 = ir2 * ir2 * ir2;
                        double f = 24.0 * ir2 * ir6 * (2.0 * ir6 - 1.0);
                        ax += f * dx; ay += f * dy;
                        e += 2.0 * ir6 * (ir6 - 1.0);
                    }
                }
            }
            fx[i] = ax; fy[i] = ay; pe[i] = e;
        }
        epot = 0.0;
        for (i = 0; i < n; i++) epot += pe[i];
    }
}
static void kick_drift(int n, double dt)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        vx[i] += 0.5 * dt * fx[i]; vy[i] += 0.5 * dt * fy[i];
        x[i] += dt * vx[i]; y[i] += dt * vy[i];
    }
}
static void kick(int n, double dt)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) { vx[i] += 0.5 * dt * fx[i]; vy[i] += 0.5 * dt * fy[i]; }
}
int main(void)
{
    int ns[] = {1, 2, 5, 27};
    for (int c = 0; c < 4; c++) {
        int n = ns[c];
        for (int i = 0; i < NP; i++) { x[i] = 1.12 * (i % 6) + 0.01 * (i % 3); y[i] = 1.12 * (i / 6) - 0.02 * (i % 2); vx[i] = 0.01 * (i % 4 - 1.5); vy[i] = 0.0; }
        forces(n, 6.25);
        for (int t = 0; t < 6; t++) {
            kick_drift(n, 0.005);
            forces(n, 6.25);
            kick(n, 0.005);
            double ek = 0.0;
            for (int i = 0; i < n; i++) ek += 0.5 * (vx[i] * vx[i] + vy[i] * vy[i]);
            printf("n=%d t=%d ep=%a ek=%a\n", n, t, epot, ek);
        }
        for (int i = 0; i < n; i++) printf("%a %a\n", x[i], vy[i]);
    }
    return 0;
}
