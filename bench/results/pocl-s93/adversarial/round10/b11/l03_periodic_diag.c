/* time loop where a diagnostics region (energy into a global) runs only every third step and a continue skips the host print on other steps */
#include <stdio.h>
#define N 40
static double p[N], q[N], energy;

static void leapfrog(int n, double dt)
{
    int i;
#pragma bbmm
    {
        for (i = 1; i < n - 1; i++) q[i] += dt * (p[i + 1] - 2.0 * p[i] + p[i - 1]);
        for (i = 1; i < n - 1; i++) p[i] += dt * q[i];
    }
}
static void diag(int n)
{
    int i;
#pragma bbmm
    {
        energy = 0.0;
        for (i = 0; i < n; i++) energy += 0.5 * (p[i] * p[i] + q[i] * q[i]);
    }
}
int main(void)
{
    int ns[] = {2, 3, 40};
    for (int c = 0; c < 3; c++) {
        int n = ns[c];
        for (int i = 0; i < N; i++) { p[i] = (i == n / 2) ? 1.0 : 0.0; q[i] = 0.0; }
        for (int t = 0; t < 12; t++) {
            leapfrog(n, 0.3);
            if (t % 3 != 2) continue;
            diag(n);
            printf("n=%d t=%d E=%a\n", n, t, energy);
        }
        for (int i = 0; i < n; i++) printf("%a ", p[i]);
        printf("\n");
    }
    return 0;
}
