/* a global array passed as a parameter to a function whose region also names the global: f(n, A) writes p[i] reading A[i + 1] */
#include <stdio.h>
#define N 18
static double A[N], B[N];
static void f(int n, double *p)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        p[i] = A[i + 1] - A[i];
}
int main(void)
{
    int i, n;
    for (n = 0; n < N; n += 4) {
        for (i = 0; i < N; i++) { A[i] = i * i * 0.5; B[i] = 0; }
        f(n, B);
        f(n, A);
        f(n / 2, A + n / 2);
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
