/* global pointers to the current/next grids set by a helper; time loop calls step() that uses the globals; swap helper swaps them */
#include <stdio.h>
#define N 28
static double G1[N], G2[N];
static double *gcur, *gnext;
static int gn;
static void setup(int n) { int i; gn = n; gcur = G1; gnext = G2; for (i = 0; i < N; i++) { G1[i] = (double)(i % 6); G2[i] = 0.0; } }
static void swap_grids(void) { double *t = gcur; gcur = gnext; gnext = t; }
static void step(double c)
{
    int i;
    int n = gn;
#pragma bbmm
    for (i = 0; i < n; i++)
        gnext[i] = gcur[i] + c * ((i > 0 ? gcur[i - 1] : gcur[n - 1]) - gcur[i]);
}
int main(void)
{
    int n, t, i;
    for (n = 1; n <= N; n += 9) {
        setup(n);
        for (t = 0; t < 5; t++) { step(0.3); swap_grids(); }
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a\n", G1[i], G2[i]);
    }
    return 0;
}
