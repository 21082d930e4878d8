/* explicit scope: update host(A), then p = A + 3 made inside the scope, host read-modify-write through p, update device only on the view p */
#include <stdio.h>
#define N 32
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] * 0.5 + A[i + 1];
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] - 0.125 * A[i];
}
int main(void)
{
    int i, t;
    for (i = 0; i < N; i++) { A[i] = (i % 6) - 2.5; B[i] = 0.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 5; t++) {
        step(N - 1 - t);
#pragma bbmm update host(A)
        double *p = A + 3;
        p[0] += 1.0;
        p[t] = p[t] * 2.0 + A[0];
#pragma bbmm update device(p)
    }
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
