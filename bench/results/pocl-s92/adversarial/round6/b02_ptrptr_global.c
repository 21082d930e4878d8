/* a global pointer set through a pointer-to-pointer, written between time steps */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static double *gp;
static void set(double **pp, double *x) { *pp = x; }
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = 0.5 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = B[i];
}
static void poke(int t) { gp[t] += 100.0; }
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i % 5; B[i] = 0.0; }
    set(&gp, A);
    for (t = 0; t < 6; t++) {
        step(N);
        poke(t);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
