/* row views: a 1-D tridiagonal smoother called on successive rows A + i*m of a flat matrix, inside a time loop, alternating with a 2-D pass over the whole matrix */
#include <stdio.h>
#include <stdlib.h>
static void row_smooth(int m, double *r)
{
    int j;
#pragma bbmm array(r[m])
    for (j = 1; j < m - 1; j += 2)
        r[j] = 0.25 * r[j - 1] + 0.5 * r[j] + 0.25 * r[j + 1];
}
static void whole(int n, int m, double *A)
{
    int i, j;
#pragma bbmm array(A[n][m])
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            A[i * m + j] = A[i * m + j] * 0.9 + 0.1 * i;
}
int main(void)
{
    int n = 6, m = 11;
    double *A = malloc(n * m * sizeof(double));
    for (int k = 0; k < n * m; k++) A[k] = (k * 13) % 7;
    for (int t = 0; t < 4; t++) {
        for (int i = 0; i < n; i++) row_smooth(m, A + i * m);
        whole(n, m, A);
    }
    for (int k = 0; k < n * m; k++) printf("%a\n", A[k]);
    free(A);
    return 0;
}
