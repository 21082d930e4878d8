/* hand-tiled matmul and transpose with MIN macros, as scientists write them */
#include <stdio.h>
#define N 30
#define T 8
#define MIN(a, b) ((a) < (b) ? (a) : (b))
static double A[N][N], B[N][N], C[N][N], D[N][N];
static void f(int n)
{
    int ii, jj, kk, i, j, k;
#pragma bbmm
    {
        for (ii = 0; ii < n; ii += T)
            for (jj = 0; jj < n; jj += T)
                for (kk = 0; kk < n; kk += T)
                    for (i = ii; i < MIN(ii + T, n); i++)
                        for (k = kk; k < MIN(kk + T, n); k++)
                            for (j = jj; j < MIN(jj + T, n); j++)
                                C[i][j] += A[i][k] * B[k][j];
        for (ii = 0; ii < n; ii += 7)
            for (jj = 0; jj < n; jj += 5)
                for (i = ii; i < MIN(ii + 7, n); i++)
                    for (j = jj; j < MIN(jj + 5, n); j++)
                        D[j][i] = C[i][j];
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 9) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i - j) * 0.1 + 1.0 / (i + 1); B[i][j] = (i * j % 5) * 0.3; C[i][j] = 0.5; D[i][j] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", C[i][j], D[i][j]);
    }
    return 0;
}
