/* dot-like region reading two pointers into the same kept array (A and A + 1) inside data(A): only reads, so C allows it */
#include <stdio.h>
#define N 24
static double A[N], R[N];
static void prod(int n, const double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        R[i] = x[i] * y[i];
}
static void upd(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = A[i] * 0.5 + R[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = 1.0 + i * 0.125; R[i] = 0; }
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
        prod(N - 1, A, A + 1);
        upd(N - 1);
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], R[i]);
    return 0;
}
