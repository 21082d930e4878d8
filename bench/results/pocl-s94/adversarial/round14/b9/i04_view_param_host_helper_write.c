/* explicit data(A): after update host(A), a host helper writes through its param, called with the view A + 4; then update device(A); region reads */
#include <stdio.h>
#define N 14
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + A[N - 1 - i];
}
static void poke(double *x, int k, double v) { x[k] = v; }
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        step(N);
#pragma bbmm update host(A)
        poke(A + 4, t, 50.0 + t);
#pragma bbmm update device(A)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
