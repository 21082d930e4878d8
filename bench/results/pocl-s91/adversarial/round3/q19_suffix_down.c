/* for (i = n - 1; i >= 0; i--) suffix sums and a back substitution, upper triangular */
#include <stdio.h>
#define N 20
static double A[N + 1], S[N + 1], U[N][N], x[N], b[N];
static void run(int n)
{
    int i, j;
    for (i = 0; i <= N; i++) { A[i] = (i % 5) + 0.5; S[i] = 0.0; }
    for (i = 0; i < N; i++) { b[i] = i + 1.0; x[i] = 0.0; for (j = 0; j < N; j++) U[i][j] = (j >= i) ? 1.0 + (i + j) % 3 : 0.0; }
#pragma bbmm
    for (i = n - 1; i >= 0; i--)
        S[i] = S[i + 1] + A[i];
#pragma bbmm
    for (i = n - 1; i >= 0; i--) {
        x[i] = b[i];
        for (j = i + 1; j < n; j++)
            x[i] -= U[i][j] * x[j];
        x[i] = x[i] / U[i][i];
    }
    printf("n=%d i=%d\n", n, i);
    for (i = 0; i <= N; i++) printf("%a\n", S[i]);
    for (i = 0; i < N; i++) printf("%a\n", x[i]);
}
int main(void)
{
    run(0); run(1); run(2); run(13); run(20);
    return 0;
}
