/* fma exactness vs a*b+c, fmod/copysign with negatives and -0.0 */
#include <stdio.h>
#include <math.h>
#define N 24
static double A[N], B[N], C[N], R[5][N];
static float F[N], S[N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = fma(A[i], B[i], C[i]);
        R[1][i] = A[i] * B[i] + C[i];
        R[2][i] = fmod(A[i] * 7.0, B[i]);
        R[3][i] = copysign(R[2][i], -A[i]) + copysign(0.0, B[i]);
        R[4][i] = -R[2][i] * 0.0;
        S[i] = fmaf(F[i], F[i], -F[i] * F[i]) + fmodf(F[i], -0.75f);
    }
}
int main(void)
{
    int i, n;
    for (i = 0; i < N; i++) {
        A[i] = 1.0 + i * 0x1p-30 - (i % 3) * 0.9;
        B[i] = 1.0 - i * 0x1p-29 + (i % 4 == 0 ? -2.5 : 0.5);
        C[i] = -A[i] * B[i];
        F[i] = 1.0f + i * 0x1p-13f - i * 0.2f;
    }
    B[6] = -0.0;
    for (n = 1; n <= N; n += 23) {
        f(n);
        for (i = 0; i < N; i++) printf("%d %a %a %a %a %a %a\n", i, R[0][i], R[1][i], R[2][i], R[3][i], R[4][i], (double)S[i]);
    }
    return 0;
}
