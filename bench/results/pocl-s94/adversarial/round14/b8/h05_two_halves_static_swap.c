/* nolist scope: u and v are the two halves A and A + N/2 of one static array, swapped each step; update host(A) reads both halves */
#include <stdio.h>
#define N 20
static double A[N];
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = 0.5 * in[i] + 0.25 * (in[i - 1] + in[i + 1]);
}
int main(void)
{
    int i, t;
    double *u = A, *v = A + N / 2, *tmp, s = 0.0;
    for (i = 0; i < N; i++) A[i] = (i * 3) % 5;
#pragma bbmm data
    for (t = 0; t < 5; t++) {
        step(N / 2, v, u);
        tmp = u; u = v; v = tmp;
#pragma bbmm update host(A)
        s += A[2] + A[N / 2 + 2];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
