/* blocked right-looking LU without pivoting on a diagonally dominant matrix: panel, row and trailing updates bounded by imin(kk + B, n) */
#include <stdio.h>
#define N 19
#define B 4
static double A[N][N];
static int imin(int a, int b) { return a < b ? a : b; }
static void lu(int n)
{
    int kk, k, i, j;
#pragma bbmm
    for (kk = 0; kk < n; kk += B)
        for (k = kk; k < imin(kk + B, n); k++) {
            for (i = k + 1; i < n; i++)
                A[i][k] /= A[k][k];
            for (i = k + 1; i < n; i++)
                for (j = k + 1; j < n; j++)
                    A[i][j] -= A[i][k] * A[k][j];
        }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 6) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? N + 1.0 : ((i * 7 + j * 3) % 5) * 0.25;
        lu(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
