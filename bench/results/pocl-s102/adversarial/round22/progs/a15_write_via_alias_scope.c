/* explicit scope keeps A; one region writes through p (= A), another reads
   A by name and p + n as a second read-only name */
#include <stdio.h>
#define N 50
static double A[2 * N], S[N];
static void bump(int n, double *p, double c)
{
    int i;
#pragma bbmm
    for (i = 0; i < 2 * n; i++)
        p[i] = p[i] * 0.5 + c;
}
static void combine(int n, const double *x, const double *y, double *s)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        s[i] = s[i] + x[i] * y[i];
}
int main(void)
{
    int i, t;
    double *p = A;
    for (i = 0; i < 2 * N; i++) A[i] = (double)(i % 5);
    for (i = 0; i < N; i++) S[i] = 0.0;
#pragma bbmm data(A, S)
    for (t = 0; t < 4; t++) {
        bump(N, p, (double)t);
        combine(N, A, p + N, S);
        bump(N, A, 1.0);
        combine(N, p, A, S);
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", S[i], A[i + N]);
    return 0;
}
