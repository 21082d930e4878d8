/* LU with partial pivoting: pivot index from the host, the row swap itself done in a region, then elimination */
#include <stdio.h>
#include <math.h>
#define N 14
static double A[N][N];
static void swap_elim(int n, int k, int p)
{
    int i, j;
#pragma bbmm
    {
        for (j = 0; j < n; j++) {
            double t = A[k][j];
            A[k][j] = A[p][j];
            A[p][j] = t;
        }
        for (i = k + 1; i < n; i++) {
            A[i][k] /= A[k][k];
            for (j = k + 1; j < n; j++) A[i][j] -= A[i][k] * A[k][j];
        }
    }
}
int main(void)
{
    int i, j, k, n, p;
    for (n = 1; n <= N; n += 4) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (double)((i * 5 + j * 3) % 11) - 5.0 + (i == j);
        for (k = 0; k < n; k++) {
            p = k;
            for (i = k + 1; i < n; i++) if (fabs(A[i][k]) > fabs(A[p][k])) p = i;
            swap_elim(n, k, p);
            printf("%d ", p);
        }
        printf("\nn=%d\n", n);
        for (i = 0; i < n; i++) { for (j = 0; j < n; j++) printf("%a ", A[i][j]); printf("\n"); }
    }
    return 0;
}
