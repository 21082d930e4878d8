/* explicit data(A, B): pointers u, v assigned from A and B inside the scope and swapped; host reads u[1] after a region with update host(A, B) only before the region */
#include <stdio.h>
#define N 12
static double A[N], B[N];
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        out[i] = in[i] * 0.5 + 1.0;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        double *u = (t % 2) ? B : A, *v = (t % 2) ? A : B;
        step(N, v, u);
        s += v[1];
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
