/* nolist scope with a static array A kept whole; host reads through q = A + 10 after update host(q) only (a partial update on the view), writes and update device(q) */
#include <stdio.h>
#define N 24
static double A[N], B[N];
static void step(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[i] = A[i] + 0.5 * A[N - 1 - i];
#pragma bbmm
    for (i = 0; i < n; i++)
        A[i] = B[i] * 0.5;
}
int main(void)
{
    int i, t;
    double s = 0.0;
    for (i = 0; i < N; i++) { A[i] = i; B[i] = 0.0; }
#pragma bbmm data
    for (t = 0; t < 4; t++) {
        step(N - t);
#pragma bbmm update host(A)
        double *q = A + 10;
        s += q[0] + q[t];
        q[1] = s * 0.125;
#pragma bbmm update device(q)
    }
    printf("%a\n", s);
    for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    return 0;
}
