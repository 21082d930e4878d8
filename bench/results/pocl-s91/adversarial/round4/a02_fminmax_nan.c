/* fmin/fmax/fminf with NaN operands in either position and signed zeros */
#include <stdio.h>
#include <math.h>
#define N 20
static double A[N], B[N], R[4][N];
static float F[N], G[N], S[2][N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = fmin(A[i], B[i]);
        R[1][i] = fmax(A[i], B[i]);
        R[2][i] = fmin(B[i], A[i]);
        R[3][i] = fmax(B[i], A[i]);
        S[0][i] = fminf(F[i], G[i]);
        S[1][i] = fmaxf(G[i], F[i]);
    }
}
int main(void)
{
    int i, n;
    double z = 0.0, nan = z / z;
    float fz = 0.0f, fnan = fz / fz;
    for (i = 0; i < N; i++) { A[i] = i % 3 - 1.0; B[i] = (i % 4) * 0.5 - 0.5; F[i] = (float)A[i]; G[i] = (float)B[i]; }
    A[2] = nan; B[5] = nan; A[7] = -nan; B[7] = nan; A[9] = -0.0; B[9] = 0.0; A[10] = 0.0; B[10] = -0.0;
    F[2] = fnan; G[5] = fnan; F[9] = -0.0f; G[9] = 0.0f; F[11] = -fnan;
    for (n = 1; n <= N; n += 19) {
        f(n);
        for (i = 0; i < N; i++)
            printf("%d %a %a %a %a %a %a\n", i, R[0][i], R[1][i], R[2][i], R[3][i], (double)S[0][i], (double)S[1][i]);
    }
    return 0;
}
