/* same pointer parameter in two regions of one function: first uses x[0..n), second x[-1..n] (fallback only sometimes) */
#include <stdio.h>
#define N 40
static void two(int n, int lo, double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = x[i] + 1.0;
#pragma bbmm
    for (i = lo; i < n; i++)
        y[i] = x[i - 1] + x[i + 1];
}
int main(void)
{
    static double A[N], B[N];
    int s, i;
    int los[] = {0, 1, 0, 1, 0};
    int offs[] = {1, 0, 3, 0, 0};
    int ns[] = {0, 3, 20, 38, 1};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = -1; }
        two(ns[s], los[s] + (offs[s] == 0 && los[s] == 0 && ns[s] > 0), A + offs[s], B);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
