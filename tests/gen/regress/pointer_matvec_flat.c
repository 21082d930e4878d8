/* matrix-vector product on flat malloc'd storage through (*A)[m] casts and 1-D pointers, in a loop of calls */
#include <stdio.h>
#include <stdlib.h>
static void mv(int n, int m, double (*A)[m], const double *x, double *y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = 0; j < m; j++)
            y[i] = y[i] + A[i][j] * x[j];
    }
}
int main(void)
{
    int n = 9, m = 7, i, k;
    double *a = malloc(sizeof(double) * (size_t)(n * m)), *x = malloc(sizeof(double) * (size_t)m),
           *y = malloc(sizeof(double) * (size_t)n);
    for (i = 0; i < n * m; i++) a[i] = (i % 5) * 0.25;
    for (i = 0; i < m; i++) x[i] = 1.0 / (i + 1);
    for (k = 0; k < 3; k++) {
        mv(n, m, (double (*)[m])a, x, y);
        for (i = 0; i < m && i < n; i++) x[i] = y[i] * 0.125;
    }
    for (i = 0; i < n; i++) printf("%a\n", y[i]);
    free(a); free(x); free(y);
    return 0;
}
