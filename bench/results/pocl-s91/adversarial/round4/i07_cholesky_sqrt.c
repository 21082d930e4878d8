/* Cholesky in place (lower), sqrt on the diagonal, scalar accumulator per element */
#include <stdio.h>
#include <math.h>
#define N 20
static double A[N][N];
static void chol(int n)
{
    int i, j, k;
    double s;
#pragma bbmm
    for (j = 0; j < n; j++) {
        s = A[j][j];
        for (k = 0; k < j; k++) s -= A[j][k] * A[j][k];
        A[j][j] = sqrt(s);
        for (i = j + 1; i < n; i++) {
            s = A[i][j];
            for (k = 0; k < j; k++) s -= A[i][k] * A[j][k];
            A[i][j] = s / A[j][j];
        }
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? N + 1.0 + i : 1.0 / (1 + i + j);
        chol(n);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%a ", A[i][j]); printf("\n"); }
    }
    return 0;
}
