/* explicit data scope around a pointer-swapping time loop where some steps alias both pointers to one array */
#include <stdio.h>
#include <stdlib.h>
#define N 26
static double A[N], B[N];
static void step(int n, double *out, const double *in)
{
    int i;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        out[i] = in[i] * 0.75 + in[i + 1] * 0.125 + in[i - 1] * 0.125;
}
int main(void)
{
    int i, t, n;
    for (n = 0; n <= N; n += 5) {
        double *u = A, *v = B, *tmp;
        for (i = 0; i < N; i++) { A[i] = (i * 13 % 9) * 0.5; B[i] = i * 0.25; }
#pragma bbmm data(A, B)
        for (t = 0; t < 6; t++) {
            if (t == 3) {
                step(n, u, u);
            } else {
                step(n, v, u);
                tmp = u; u = v; v = tmp;
            }
        }
        for (i = 0; i < N; i++) printf("%a %a\n", A[i], B[i]);
    }
    return 0;
}
