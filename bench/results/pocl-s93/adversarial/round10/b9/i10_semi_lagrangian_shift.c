/* advection by an integer shift plus fractional part (semi-Lagrangian with constant velocity): departure index i - s with s and frac passed from the host, periodic handled by explicit ghost copy */
#include <stdio.h>
#define N 64
#define G 8
static double u[N + 2 * G], un[N + 2 * G];

static void advect(int n, int s, double fr)
{
    int i, g;
#pragma bbmm
    {
        for (g = 0; g < G; g++) { u[g] = u[n + g]; u[n + G + g] = u[G + g]; }
        for (i = G; i < n + G; i++)
            un[i] = (1.0 - fr) * u[i - s] + fr * u[i - s - 1];
        for (i = G; i < n + G; i++)
            u[i] = un[i];
    }
}

int main(void)
{
    int ns[] = {8, 9, 20, 64};
    for (int c = 0; c < 4; c++) {
        int n = ns[c];
        for (int i = 0; i < N + 2 * G; i++) { u[i] = (i >= G + n / 3 && i < G + n / 2) ? 1.0 : 0.0; un[i] = 0.0; }
        for (int t = 0; t < 6; t++) {
            double vel = 1.3 + 0.4 * t;
            int s = (int)vel;
            advect(n, s, vel - s);
        }
        for (int i = G; i < n + G; i++) printf("%a ", u[i]);
        printf("\n");
    }
    return 0;
}
