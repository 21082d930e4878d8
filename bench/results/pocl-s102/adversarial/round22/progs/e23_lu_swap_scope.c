/* LU with pivoting by swapping row pointers into a kept 2-D array, inside an
   explicit data scope with update host before the pivot search */
#include <stdio.h>
#include <math.h>
#define N 20
static double A[N][N];
int main(void)
{
    double *a[N], *tmp;
    int i, j, k, p;
    for (i = 0; i < N; i++) { a[i] = A[i]; for (j = 0; j < N; j++) A[i][j] = (double)((i * 7 + j * 11) % 13) - 6.0 + (i == j ? 0.5 : 0.0); }
#pragma bbmm data(A)
    for (k = 0; k < N - 1; k++) {
#pragma bbmm update host(A)
        p = k;
        for (i = k + 1; i < N; i++) if (fabs(a[i][k]) > fabs(a[p][k])) p = i;
        tmp = a[k]; a[k] = a[p]; a[p] = tmp;
#pragma bbmm
        for (i = k + 1; i < N; i++)
            a[i][k] = a[i][k] / a[k][k];
#pragma bbmm
        for (i = k + 1; i < N; i++)
            for (j = k + 1; j < N; j++)
                a[i][j] = a[i][j] - a[i][k] * a[k][j];
    }
    for (i = 0; i < N; i++) printf("%a %a\n", a[i][i], A[i][(i + 5) % N]);
    return 0;
}
