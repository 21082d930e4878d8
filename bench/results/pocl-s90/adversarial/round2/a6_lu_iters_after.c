/* LU as written (isl reorders it), iterators read in the region after and after the region */
#include <stdio.h>
#define N 10
static double A[N][N], D[4];
static int R[3];
static void f(int n)
{
    int i, j, k;
#pragma bbmm
    {
        for (k = 0; k < n; k++) {
            for (j = k + 1; j < n; j++)
                A[k][j] = A[k][j] / A[k][k];
            for (i = k + 1; i < n; i++)
                for (j = k + 1; j < n; j++)
                    A[i][j] = A[i][j] - A[i][k] * A[k][j];
        }
        D[0] = D[0] + k + 10 * i + 100 * j;
    }
    R[0] = i; R[1] = j; R[2] = k;
}
int main(void)
{
    int i, j, n;
    for (n = 2; n <= N; n += 4) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i == j) ? N + 1.0 : 1.0 / (1 + i + 2 * j);
        f(n);
        printf("%d %d %d\n", R[0], R[1], R[2]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    printf("%a\n", D[0]);
    return 0;
}
