/* main's explicit data(A, B) scope calls a phase function with its own data(A) scope that updates the host and reads A */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static double phase(int n)
{
    int i;
    double s = 0.0;
#pragma bbmm data(A)
    {
#pragma bbmm
        for (i = 1; i < n - 1; i++)
            A[i] = A[i] * 0.5 + B[i];
#pragma bbmm update host(A)
        for (i = 0; i < n; i++) s += A[i];
    }
    return s;
}
int main(void)
{
    int i, t;
    double tot = 0.0;
    for (i = 0; i < N; i++) { A[i] = i % 5; B[i] = 1.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 1; i < N - 1; i++)
            B[i] = B[i] + A[i - 1] * 0.25;
        tot += phase(N - t);
    }
    printf("%a\n", tot);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
