/* helper with an initialised local weight array double w[3] = {0.25, 0.5, 0.25} */
#include <stdio.h>
#define N 16
static double A[N], B[N];
static void stencil3(const double *a, double *b)
{
    double w[3] = {0.25, 0.5, 0.25};
    int d;
    *b = 0.0;
    for (d = 0; d < 3; d++) { *b += w[d] * a[d]; }
}
static void kern(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        stencil3(&A[i - 1], &B[i]);
}
int main(void)
{
    int s, i;
    int ns[] = {0, 1, 2, 3, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = (i % 5) * 1.0; B[i] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
    }
    return 0;
}
