/* Doolittle LU without pivoting, then forward and back substitution, all in one region */
#include <stdio.h>
#define N 18
static double A[N][N], b[N], y[N], x[N];
static void lusolve(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (k = 0; k < n; k++)
            for (i = k + 1; i < n; i++) {
                A[i][k] /= A[k][k];
                for (j = k + 1; j < n; j++)
                    A[i][j] -= A[i][k] * A[k][j];
            }
        for (i = 0; i < n; i++) {
            y[i] = b[i];
            for (j = 0; j < i; j++) y[i] -= A[i][j] * y[j];
        }
        for (i = n - 1; i >= 0; i--) {
            x[i] = y[i];
            for (j = i + 1; j < n; j++) x[i] -= A[i][j] * x[j];
            x[i] /= A[i][i];
        }
    }
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 5) {
        for (i = 0; i < N; i++) { b[i] = 1.0 + i % 4; for (j = 0; j < N; j++) A[i][j] = (i == j) ? 4.0 + i : 1.0 / (2 + i + 2 * j); }
        lusolve(n);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a %a %a\n", x[i], y[i], A[i][i]);
    }
    return 0;
}
