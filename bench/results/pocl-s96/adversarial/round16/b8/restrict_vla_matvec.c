/* restrict-qualified VLA parameters: y = A x and z = A^T y, called for several shapes including empty ones */
#include <stdio.h>
static void matvec(int n, int m, const double A[restrict n][m], const double *restrict x, double *restrict y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = 0; j < m; j++) y[i] += A[i][j] * x[j];
    }
}
static void matvec_t(int n, int m, const double A[restrict n][m], const double *restrict y, double *restrict z)
{
    int i, j;
#pragma bbmm
    for (j = 0; j < m; j++) {
        z[j] = 0.0;
        for (i = 0; i < n; i++) z[j] += A[i][j] * y[i];
    }
}
static void run(int n, int m)
{
    double A[n > 0 ? n : 1][m > 0 ? m : 1], x[m + 1], y[n + 1], z[m + 1];
    int i, j;
    for (i = 0; i < n; i++) for (j = 0; j < m; j++) A[i][j] = (double)((i * 3 + j * 5) % 7) - 3.0 + 0.1 * j;
    for (j = 0; j < m; j++) x[j] = 1.0 / (double)(j + 1);
    matvec(n, m, A, x, y);
    matvec_t(n, m, A, y, z);
    printf("n=%d m=%d\n", n, m);
    for (i = 0; i < n; i++) printf("y %a\n", y[i]);
    for (j = 0; j < m; j++) printf("z %a\n", z[j]);
}
int main(void)
{
    run(0, 0); run(0, 3); run(3, 0); run(1, 1); run(4, 7); run(13, 9);
    return 0;
}
