/* host modification between regions via a function pointer stored in a table */
#include <stdio.h>
#define N 18
static double A[N], B[N];
static void zero_first(double *x, int n) { if (n > 0) x[0] = 0.0; }
static void negate(double *x, int n) { int i; for (i = 0; i < n; i += 3) x[i] = -x[i]; }
static void (*ops[2])(double *, int) = { zero_first, negate };
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i + 1; B[i] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 1.5;
        ops[t % 2](A, N - t);
#pragma bbmm
        for (i = 0; i < N; i++)
            B[i] = B[i] + A[i];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
