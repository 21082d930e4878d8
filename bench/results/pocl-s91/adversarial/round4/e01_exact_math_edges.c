/* "correctly rounded" math functions at edges: -0 results, ties, subnormal ldexp, remainder ties, nextafter */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N], B[N], R[12][N];
static int E[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = round(A[i]);
        R[1][i] = trunc(A[i]);
        R[2][i] = ceil(A[i]);
        R[3][i] = floor(A[i]);
        R[4][i] = rint(A[i]);
        R[5][i] = ldexp(A[i], E[i]);
        R[6][i] = remainder(A[i], B[i]);
        R[7][i] = nextafter(A[i], B[i]);
        R[8][i] = fdim(A[i], B[i]);
        R[9][i] = sqrt(A[i] * A[i]) - fabs(A[i]);
        R[10][i] = fmod(A[i], B[i]);
        R[11][i] = copysign(fabs(A[i]), B[i]);
    }
}
int main(void)
{
    int i, k, n;
    double a[N] = {-0.4, -0.5, 0.5, 1.5, 2.5, -2.5, -0.0, 5.0, 3.0, 1e-310, -1e-320, 0x1.8p-1022, 7.0, -7.0, 0.0, 4503599627370497.0};
    double b[N] = {2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 1.0, 2.0, 2.0, 3e-311, -1.0, 1.0, -2.0, 2.0, -1.0, 3.0};
    int e[N] = {1, -1, 0, -1074, -1073, -1060, 5, -1076, -1075, 3, 1100, -52, 2000, -2000, 7, 1};
    for (i = 0; i < N; i++) { A[i] = a[i]; B[i] = b[i]; E[i] = e[i]; }
    for (n = 1; n <= N; n += 15) {
        f(n);
        for (i = 0; i < N; i++) { printf("%d", i); for (k = 0; k < 12; k++) printf(" %a", R[k][i]); printf("\n"); }
    }
    return 0;
}
