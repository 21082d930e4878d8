/* LU decomposition in place (Doolittle), then forward/back solve */
#include <stdio.h>
#define N 16
static double A[N][N], b[N], x[N], y[N];
static void lu(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (k = 0; k < n; k++) {
            for (i = k + 1; i < n; i++) {
                A[i][k] = A[i][k] / A[k][k];
                for (j = k + 1; j < n; j++)
                    A[i][j] -= A[i][k] * A[k][j];
            }
        }
        for (i = 0; i < n; i++) {
            y[i] = b[i];
            for (j = 0; j < i; j++) y[i] -= A[i][j] * y[j];
        }
        for (i = n - 1; i >= 0; i--) {
            x[i] = y[i];
            for (j = i + 1; j < n; j++) x[i] -= A[i][j] * x[j];
            x[i] = x[i] / A[i][i];
        }
    }
}
int main(void)
{
    int i, j, t;
    for (t = 0; t < 3; t++) {
        int n = t == 0 ? N : (t == 1 ? 1 : 5);
        for (i = 0; i < N; i++) {
            b[i] = i + 1; x[i] = y[i] = 0;
            for (j = 0; j < N; j++) A[i][j] = i == j ? N + 1.0 : 1.0 / (i + j + 1);
        }
        lu(n);
        for (i = 0; i < N; i++) { printf("%a %a\n", x[i], y[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    }
    return 0;
}
