/* a sequential region (prefix sum, no parallel loop) writes through an alias
   p = A + 1 inside a scope that keeps A, between device regions on A */
#include <stdio.h>
#define N 64
static double A[N], B[N];
static void prefix(int n, double *p)
{
    int i;
#pragma bbmm
    for (i = 1; i < n; i++)
        p[i] = p[i] + p[i - 1];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = (double)(i % 3); B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + 1.0;
        prefix(N - 1, A + 1);
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i] * 0.001;
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", A[i], B[i]);
    return 0;
}
