/* LU with partial pivoting: pivot search and row swap on the host, elimination of each column in a region */
#include <stdio.h>
#include <math.h>
#define N 16
static double A[N][N];
static int piv[N];
static void lu(int n)
{
    int i, j, k, p;
    for (k = 0; k < n; k++) {
        p = k;
        for (i = k + 1; i < n; i++) if (fabs(A[i][k]) > fabs(A[p][k])) p = i;
        piv[k] = p;
        if (p != k) for (j = 0; j < n; j++) { double t = A[k][j]; A[k][j] = A[p][j]; A[p][j] = t; }
#pragma bbmm
        for (i = k + 1; i < n; i++) {
            A[i][k] = A[i][k] / A[k][k];
            for (j = k + 1; j < n; j++)
                A[i][j] -= A[i][k] * A[k][j];
        }
    }
}
int main(void)
{
    int i, j, n;
    for (n = 1; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (double)((i * 7 + j * 11) % 13) - 6.0 + (i == j ? 0.5 : 0.0);
        lu(n);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) { printf("%d:", piv[i]); for (j = 0; j < n; j++) printf(" %a", A[i][j]); printf("\n"); }
    }
    return 0;
}
