/* a region on A + 3 (a pointer parameter) while other regions use A by name, in a data scope keeping A; host write with updates */
#include <stdio.h>
#define N 32
static double A[N], W[N];
static void scale(int n, double *p, double s)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        p[i] = p[i] * s + 1.0;
}
static void diffuse(int n)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        W[i] = A[i - 1] - 2.0 * A[i] + A[i + 1];
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        A[i] += 0.25 * W[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = (i % 5) * 1.5; W[i] = 0; }
#pragma bbmm data(A, W)
    for (t = 0; t < 4; t++) {
        scale(N - 3 - t, A + 3, 0.5);
        diffuse(N - t);
        scale(5, A + t, 2.0);
#pragma bbmm update host(A)
        A[0] = A[N - 1] + t;
#pragma bbmm update device(A)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], W[i]);
    return 0;
}
