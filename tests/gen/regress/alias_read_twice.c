/* a matrix squared in a time loop: mm(n, A, A, C) reads its one matrix through two names, then C is
 * scaled back into A; the loop is an automatic data scope (A kept on the devices between regions) */
#include <stdio.h>
#define N 12
static void mm(int n, double X[N][N], double Y[N][N], double Z[N][N])
{
    int i, j, k;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            double s = 0;
            for (k = 0; k < n; k++)
                s += X[i][k] * Y[k][j];
            Z[i][j] = s;
        }
}
static void back(int n, double Z[N][N], double X[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            X[i][j] = Z[i][j] * 0.125 + (i == j);
}
static void shifted(int n, double X[N][N], double Y[N][N], double Z[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            Z[i][j] = X[i][j] - Y[i][j];
}
int main(void)
{
    static double A[N + 1][N], C[N][N];
    int i, j, t, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i <= N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 5 * 0.5;
        for (t = 0; t < 3; t++) {
            mm(n, A, A, C);
            back(n, C, A);
        }
        shifted(n, A, A + 1, C);
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%a ", C[i][j]); printf("\n"); }
        for (i = 0; i < N; i++) { for (j = 0; j < N; j++) printf("%a ", A[i][j]); printf("\n"); }
    }
    return 0;
}
