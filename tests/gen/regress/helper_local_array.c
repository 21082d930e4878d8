/* a helper with a scratch array called twice in one region body, and in a time loop with a data scope */
#include <stdio.h>
#define N 14
static double A[N][4], B[N][4];
static void blend(double *in, double *out, double w)
{
    double t[4];
    int m;
    for (m = 0; m < 4; m++)
        t[m] = in[m] * w;
    for (m = 0; m < 4; m++)
        out[m] = out[m] + t[3 - m];
}
static void step(int n, int steps)
{
    int s, i;
#pragma bbmm data
    {
        for (s = 0; s < steps; s++) {
#pragma bbmm
            for (i = 0; i < n; i++) {
                blend(A[i], B[i], 0.5);
                blend(B[i], A[i], 0.25);
            }
#pragma bbmm update host(A)
            A[0][0] = A[0][0] + 1.0;
#pragma bbmm update device(A)
        }
    }
}
int main(void)
{
    int i, m, n;
    for (n = 1; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (m = 0; m < 4; m++) { A[i][m] = i + m * 0.5; B[i][m] = i - m; }
        step(n, 3);
        for (i = 0; i < N; i++) { for (m = 0; m < 4; m++) printf(" %a %a", A[i][m], B[i][m]); printf("\n"); }
    }
    return 0;
}
