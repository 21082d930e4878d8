/* a region function called from a host loop that reads the array through a helper between calls */
#include <stdio.h>
#define N 20
static double A[N], B[N];
static double peek(const double *x, int k) { return x[k]; }
static void relax(int n) { int i;
#pragma bbmm
    for (i = 1; i < n; i++) B[i] = A[i] - A[i - 1];
#pragma bbmm
    for (i = 1; i < n; i++) A[i] = A[i] + 0.5 * B[i];
}
int main(void)
{
    int t, i;
    double s = 0;
    for (i = 0; i < N; i++) { A[i] = (i * i) % 7; B[i] = 0; }
    for (t = 0; t < 5; t++) {
        relax(N - t);
        s += peek(A, t + 1) + peek(B, N - 1 - t);
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
