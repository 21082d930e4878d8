/* explicit data(A) scope: A passed to report(), which passes it on to sum() whose host code reads it (no update) */
#include <stdio.h>
#define N 16
static double A[N];
static double sum(const double *x, int n) { int i; double s = 0; for (i = 0; i < n; i++) s += x[i]; return s; }
static double report(double *x) { return sum(x, N); }
int main(void)
{
    int i, t;
    double tot = 0.0;
    for (i = 0; i < N; i++) A[i] = i;
#pragma bbmm data(A)
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            A[i] = A[i] * 0.5 + t;
        tot += report(A);
    }
    printf("%a\n", tot);
    for (i = 0; i < N; i++) printf("%a\n", A[i]);
    return 0;
}
