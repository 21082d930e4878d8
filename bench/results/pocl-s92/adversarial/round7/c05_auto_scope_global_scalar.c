/* time loop calling region functions; one computes a global max the host reads between calls (automatic scope) */
#include <stdio.h>
#define N 48
static double U[N], V[N];
static double gmax;
static int gcount;
static void smooth(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        V[i] = (U[i - 1] + 2.0 * U[i] + U[i + 1]) * 0.25;
}
static void copyback(int n)
{
    int i;
#pragma scop
    for (i = 1; i < n - 1; i++) {
        if (V[i] > gmax) gmax = V[i];
        if (V[i] > 0.3) gcount = gcount + 1;
    }
    for (i = 1; i < n - 1; i++)
        U[i] = V[i];
#pragma endscop
}
int main(void)
{
    int t, i;
    for (i = 0; i < N; i++) { U[i] = (i % 6 == 0) ? 3.0 : 0.0; V[i] = 0.0; }
    gcount = 0;
    for (t = 0; t < 8; t++) {
        gmax = -1.0;
        smooth(N - t);
        copyback(N - t);
        printf("t=%d gmax=%a gcount=%d\n", t, gmax, gcount);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", U[i], V[i]);
    return 0;
}
