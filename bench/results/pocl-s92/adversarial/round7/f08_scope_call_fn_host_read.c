/* explicit data scope; a host function of the file reads a kept array after update host (passed whole) */
#include <stdio.h>
#define N 30
static double A[N], B[N];
static double norm1(const double *v, int n)
{
    double s = 0.0;
    int i;
    for (i = 0; i < n; i++) s += v[i] < 0 ? -v[i] : v[i];
    return s;
}
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        B[i] = A[i] - 0.5 * (A[i - 1] + A[i + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] = A[i] - 0.25 * B[i];
}
int main(void)
{
    int i, t;
    double r = 0.0;
    for (i = 0; i < N; i++) { A[i] = (i % 5) - 2.0; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 6; t++) {
        step(N - t);
#pragma bbmm update host(B)
        r = r + norm1(B, N);
    }
    printf("r=%a\n", r);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
