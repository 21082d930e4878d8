/* a function whose region reads two pointer parameters, called with the same array for both, and overlapping */
#include <stdio.h>
#define N 33
static double A[N + 1], C[N];
static void f(int n, const double *a, const double *b, double *c)
{
    int i;
#pragma bbmm array(a[n], b[n], c[n])
    for (i = 0; i < n; i++)
        c[i] = a[i] * 3.0 - b[i];
}
int main(void)
{
    int i, n;
    for (i = 0; i <= N; i++) A[i] = i * i * 0.5;
    for (n = 1; n <= N; n += 8) {
        f(n, A, A, C);
        for (i = 0; i < N; i++) printf("%a\n", C[i]);
        f(n, A, A + 1, C);
        for (i = 0; i < N; i++) printf("%a\n", C[i]);
    }
    return 0;
}
