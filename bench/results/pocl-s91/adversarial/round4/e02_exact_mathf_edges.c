/* float versions of the exact math functions at edges */
#include <stdio.h>
#include <math.h>
#define N 16
static float A[N], B[N], R[10][N];
static int E[N], IL[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = roundf(A[i]);
        R[1][i] = rintf(A[i]);
        R[2][i] = ldexpf(A[i], E[i]);
        R[3][i] = remainderf(A[i], B[i]);
        R[4][i] = nextafterf(A[i], B[i]);
        R[5][i] = fmodf(A[i], B[i]);
        R[6][i] = fminf(A[i], B[i]);
        R[7][i] = fmaxf(A[i], B[i]);
        R[8][i] = copysignf(1.0f, A[i]);
        R[9][i] = logbf(A[i]);
        IL[i] = ilogbf(A[i]);
    }
}
int main(void)
{
    int i, k, n;
    float a[N] = {-0.4f, -0.5f, 0.5f, 1.5f, 2.5f, -2.5f, -0.0f, 5.0f, 3.0f, 1e-40f, -1e-44f, 0x1.8p-126f, 7.0f, -7.0f, 0.0f, 8388609.0f};
    float b[N] = {2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 2.0f, 1.0f, 2.0f, 2.0f, 3e-41f, -1.0f, 1.0f, -2.0f, 2.0f, -0.0f, 3.0f};
    int e[N] = {1, -1, 0, -149, -148, -140, 5, -151, -150, 3, 200, -23, 300, -300, 7, 1};
    for (i = 0; i < N; i++) { A[i] = a[i]; B[i] = b[i]; E[i] = e[i]; }
    for (n = 1; n <= N; n += 15) {
        f(n);
        for (i = 0; i < N; i++) { printf("%d %d", i, IL[i]); for (k = 0; k < 10; k++) printf(" %a", (double)R[k][i]); printf("\n"); }
    }
    return 0;
}
