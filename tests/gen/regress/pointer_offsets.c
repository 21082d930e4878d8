/* pointers into the middle of an array: a row pointer passed as x + off, negative subscripts from a base pointer */
#include <stdio.h>
#define N 40
static double A[N], B[N];
static void shift(int n, double *x, const double *y)
{
    int i;
#pragma bbmm
    for (i = 0; i < n; i++)
        x[i] = y[i - 1] + y[i] * 2.0;
}
static void blur(int n, double (*u)[8], double (*v)[8])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < 7; j++)
            v[i][j] = u[i][j - 1] + u[i][j + 1];
}
int main(void)
{
    static double U[6][8], V[6][8];
    int i, j, n;
    for (n = 0; n <= 12; n += 4) {
        for (i = 0; i < N; i++) { A[i] = 0; B[i] = i * 0.5; }
        shift(n, A + 2, B + 3);
        for (i = 0; i < N; i++) printf("%a ", A[i]);
        printf("\n");
    }
    for (i = 0; i < 6; i++) for (j = 0; j < 8; j++) { U[i][j] = i - j * 0.25; V[i][j] = 0; }
    blur(5, U + 1, V);
    for (i = 0; i < 6; i++) for (j = 0; j < 8; j++) printf("%a\n", V[i][j]);
    return 0;
}
