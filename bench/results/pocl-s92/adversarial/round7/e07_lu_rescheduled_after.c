/* LU as written (rescheduled by isl) with k, i, j read after and a scalar pivot copied out */
#include <stdio.h>
#define N 12
static double A[N][N];
static void f(int n)
{
    int i = -1, j = -2, k = -3;
#pragma bbmm
    for (k = 0; k < n; k++) {
        for (j = k + 1; j < n; j++)
            A[k][j] = A[k][j] / A[k][k];
        for (i = k + 1; i < n; i++)
            for (j = k + 1; j < n; j++)
                A[i][j] = A[i][j] - A[i][k] * A[k][j];
    }
    printf("n=%d i=%d j=%d k=%d\n", n, i, j, k);
}
int main(void)
{
    int i, j, n;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? N + 1.0 : 1.0 / (i + j + 1);
        f(n);
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
