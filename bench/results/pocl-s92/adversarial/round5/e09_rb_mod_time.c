/* red-black 1D relaxation with the colour from the sweep counter: i = 2*k + 1 + s % 2, time loop in the region */
#include <stdio.h>
#define N 40
static double u[N], f[N];
static void run(int m, int S)
{
    int s, k;
#pragma bbmm
    for (s = 0; s < S; s++)
        for (k = 0; k < m; k++)
            u[2 * k + 1 + s % 2] = 0.5 * (u[2 * k + s % 2] + u[2 * k + 2 + s % 2] - f[2 * k + 1 + s % 2]);
}
int main(void)
{
    int i, m;
    for (m = 0; m <= 18; m += 6) {
        for (i = 0; i < N; i++) { u[i] = (i == 0) ? 1.0 : 0.0; f[i] = 0.01 * (i % 3); }
        run(m, 6);
        printf("m=%d\n", m);
        for (i = 0; i < N; i++) printf("%a\n", u[i]);
    }
    return 0;
}
