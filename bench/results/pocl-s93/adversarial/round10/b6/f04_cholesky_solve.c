/* Cholesky factorisation in place (lower), with sqrt on the diagonal, then forward/back solve for a rhs; SPD matrix built on host */
#include <stdio.h>
#include <math.h>
#define N 26
static double A[N][N], bb[N], xx[N];

static void chol_solve(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (j = 0; j < n; j++) {
            for (k = 0; k < j; k++)
                A[j][j] -= A[j][k] * A[j][k];
            A[j][j] = sqrt(A[j][j]);
            for (i = j + 1; i < n; i++) {
                for (k = 0; k < j; k++)
                    A[i][j] -= A[i][k] * A[j][k];
                A[i][j] /= A[j][j];
            }
        }
        for (i = 0; i < n; i++) {
            xx[i] = bb[i];
            for (k = 0; k < i; k++) xx[i] -= A[i][k] * xx[k];
            xx[i] /= A[i][i];
        }
        for (i = n - 1; i >= 0; i--) {
            for (k = i + 1; k < n; k++) xx[i] -= A[k][i] * xx[k];
            xx[i] /= A[i][i];
        }
    }
}

int main(void)
{
    int ns[] = {0, 1, 2, 3, 9, 26};
    for (int c = 0; c < 6; c++) {
        int n = ns[c];
        for (int i = 0; i < N; i++) { bb[i] = 1.0 + i % 5; for (int j = 0; j < N; j++) A[i][j] = i == j ? 4.0 + i : 1.0 / (2.0 + i + j); }
        chol_solve(n);
        for (int i = 0; i < n; i++) printf("%a %a\n", xx[i], A[i][i / 2]);
        printf("--\n");
    }
    return 0;
}
