/* signed zeros through arithmetic that a no-signed-zeros compiler would fold: x + 0.0, 0.0 - x, x * 0, -x, 1/x */
#include <stdio.h>
#define N 12
static double A[N], R[6][N];
static float F[N], S[3][N];
static void f(int n)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++) {
        R[0][i] = A[i] + 0.0;
        R[1][i] = 0.0 - A[i];
        R[2][i] = A[i] * 0.0;
        R[3][i] = 1.0 / (A[i] * 0.0);
        R[4][i] = -(A[i] - A[i]);
        R[5][i] = A[i] == 0.0 ? 1.0 / A[i] : A[i] - 0.0;
        S[0][i] = F[i] + 0.0f;
        S[1][i] = 1.0f / (F[i] * -0.0f);
        S[2][i] = F[i] * 0.0f + -0.0f;
    }
}
int main(void)
{
    int i, k, n;
    for (i = 0; i < N; i++) { A[i] = (i % 3 - 1) * (i % 2 ? 0.0 : 1.5); F[i] = (float)A[i]; }
    A[0] = -0.0; F[0] = -0.0f; A[1] = 0.0; A[4] = -3.0;
    for (n = 0; n <= N; n += 6) {
        f(n);
        for (i = 0; i < N; i++) {
            for (k = 0; k < 6; k++) printf("%a ", R[k][i]);
            for (k = 0; k < 3; k++) printf("%a ", (double)S[k][i]);
            printf("\n");
        }
    }
    return 0;
}
