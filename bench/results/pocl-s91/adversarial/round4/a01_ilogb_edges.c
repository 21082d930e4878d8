/* ilogb/logb/ldexp/nextafter/remainder/fdim/hypot edges: 0, subnormal, inf, nan */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N], B[N], R[6][N];
static int IL[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        IL[i] = ilogb(A[i]);
        R[0][i] = logb(A[i]);
        R[1][i] = ldexp(A[i], i - 8);
        R[2][i] = nextafter(A[i], B[i]);
        R[3][i] = remainder(A[i], B[i]);
        R[4][i] = fdim(A[i], B[i]);
        R[5][i] = hypot(A[i], B[i]);
    }
}
int main(void)
{
    int i, k, n;
    double z = 0.0, inf = 1.0 / z;
    for (i = 0; i < N; i++) { A[i] = (i - 5) * 1.75; B[i] = (i % 5) - 2.0; }
    A[0] = 0.0; A[1] = -0.0; A[2] = inf; A[3] = -inf; A[4] = z / z; A[6] = 4.9e-324; A[7] = 1e-310;
    B[8] = 0.0; B[9] = inf; B[10] = -0.0;
    for (n = 0; n <= N; n += 8) {
        f(n);
        for (i = 0; i < N; i++) {
            printf("%d %d %d", n, i, IL[i]);
            for (k = 0; k < 6; k++) printf(" %a", R[k][i]);
            printf("\n");
        }
    }
    return 0;
}
