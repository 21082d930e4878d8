/* a region reads one array under two names of different extents (x: 4 elements, y: 8) inside #pragma bbmm data(A), after a region wrote A on the devices through the name x's shape: the host copy is stale when the alias y reads it */
// expect-output: bbmm_data_begin\(bbmm_pp_context_later\(\), 1,
#include <stdio.h>
#define N 16
static double A[N], R[N], S[N];
static void scale(int n, double *p, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        p[i] = p[i] * 0.5 + c;
}
static void prod(int n, const double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        R[i] = x[i] * y[2 * i + 1];
}
static void acc(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        S[i] = S[i] + R[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) {
        A[i] = (double)(i % 7) / 8.0 + 1.0;
        S[i] = 0.0;
    }
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        scale(4, A, (double)(t + 1));
        prod(4, A, A);
        acc(4);
        scale(8, A, 0.25);
        prod(4, A, A);
        acc(4);
    }
    for (i = 0; i < N; i++)
        printf("%a %a %a\n", A[i], R[i], S[i]);
    return 0;
}
