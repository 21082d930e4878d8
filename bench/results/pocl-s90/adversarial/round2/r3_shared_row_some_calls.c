/* a[5] == a[1]: calls with n <= 5 never write row 5, larger ones do */
#include <stdio.h>
#include <stdlib.h>
static void f(double **a, int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            a[i][j] = a[i][j] * 2.0 + i;
}
int main(void)
{
    int N = 8, M = 4, i, j, n;
    double **a = malloc(N * sizeof(double *));
    for (i = 0; i < N; i++) { a[i] = malloc(M * sizeof(double)); for (j = 0; j < M; j++) a[i][j] = j; }
    free(a[5]); a[5] = a[1];
    for (n = 0; n <= N; n += 2) f(a, n, M);
    for (i = 0; i < N; i++) for (j = 0; j < M; j++) printf("%a\n", a[i][j]);
    return 0;
}
