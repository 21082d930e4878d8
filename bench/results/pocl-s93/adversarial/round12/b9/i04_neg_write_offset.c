/* writes at a negative subscript through an offset pointer: y[i - 1] = ... with y = B + k */
#include <stdio.h>
#define N 30
static void back(int n, const double *x, double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        y[i - 1] = x[i] * 3.0 + y[i - 1];
}
int main(void)
{
    static double A[N], B[N];
    int s, i;
    int ks[] = {1, 1, 2, 9};
    int ns[] = {0, 1, 5, 20};
    for (s = 0; s < 4; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = 100 + i; }
        back(ns[s], A, B + ks[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
