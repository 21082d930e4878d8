/* n-body O(n^2) forces with softening in structure-of-arrays form, leapfrog steps with host energy print */
#include <stdio.h>
#include <math.h>
#define NB 40
static double px[NB], py[NB], vx[NB], vy[NB], ax[NB], ay[NB], m[NB];
static void forces(int n, double eps2)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double fx = 0.0, fy = 0.0;
        for (j = 0; j < n; j++) {
            double dx = px[j] - px[i], dy = py[j] - py[i];
            double r2 = dx * dx + dy * dy + eps2;
            double inv = m[j] / (r2 * sqrt(r2));
            fx += dx * inv; fy += dy * inv;
        }
        ax[i] = fx; ay[i] = fy;
    }
}
int main(void)
{
    int i, n, t;
    double dt = 0.01;
    for (n = 0; n <= NB; n += 13) {
        for (i = 0; i < NB; i++) { px[i] = cos(i * 0.7) * (1 + i % 3); py[i] = sin(i * 0.7) * (1 + i % 3); vx[i] = vy[i] = 0.0; m[i] = 1.0 / (1 + i % 4); }
        for (t = 0; t < 3; t++) {
            forces(n, 1e-2);
            for (i = 0; i < n; i++) { vx[i] += dt * ax[i]; vy[i] += dt * ay[i]; px[i] += dt * vx[i]; py[i] += dt * vy[i]; }
        }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a %a %a\n", px[i], py[i], ax[i], ay[i]);
    }
    return 0;
}
