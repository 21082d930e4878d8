/* nolist scope: the host writes through a local view w = A + 2 made inside the scope, after a region and with update host(A) before it but no update device after */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + 1.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] * 0.5;
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm data
    for (t = 0; t < 3; t++) {
        step(N);
#pragma bbmm update host(A)
        double *w = A + 2;
        w[t] = 50.0 + t;
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
