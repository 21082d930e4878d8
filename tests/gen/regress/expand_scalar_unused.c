/* A scalar private to the iterations of a time loop and a parallel loop
 * ("s" of a jacobi-1d step): its expansion over (t, i) lets isl's
 * scheduler try to move the host loop t inside the work-items, which the
 * stencil forbids; the region then keeps its order as written, and the
 * expansion is taken back (it bought nothing: one element per (t, i) of
 * device memory for a value each work-item keeps in a register).  It once
 * stayed. */
// expect-no-output: bbmm_x_s
// expect-explain: t +line [0-9]+ +host \(serial\), carries a dependence
// expect-explain: i +line [0-9]+ +kernel band dimension 0, parallel
#include <stdio.h>
#define N 40
#define T 6
static double A[N], B[N];
int main(void)
{
    int t, i;
    double s = 0.0;
    for (i = 0; i < N; i++)
        A[i] = B[i] = (double)((i * 7) % 11) / 3.0;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 1; i < N - 1; i++) {
            s = A[i - 1] + A[i + 1];
            B[i] = s * 0.5 + A[i] * 0.25;
        }
        for (i = 1; i < N - 1; i++)
            A[i] = B[i];
    }
    for (i = 0; i < N; i++)
        printf("%a\n", A[i]);
    return 0;
}
