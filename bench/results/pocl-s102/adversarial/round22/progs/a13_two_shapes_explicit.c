/* one array in two shapes, read-only: a 2-D matrix and its first row as a
   vector, while another region writes the matrix (automatic scope) */
#include <stdio.h>
#define N 40
static double M[N][N], v[N], w[N];
static void mv(int n, double (*a)[N], const double *x, double *y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        y[i] = 0.0;
        for (j = 0; j < n; j++)
            y[i] += a[i][j] * x[j];
    }
}
static void rank1(int n, double (*a)[N], const double *y)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] - 1e-3 * y[i] * y[j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) M[i][j] = (i == j) ? 2.0 : 1.0 / (double)(1 + i + j);
#pragma bbmm data(M, v, w)
    for (t = 0; t < 4; t++) {
        mv(N, M, M[0], v);
        rank1(N, M, v);
        mv(N, M, M[N - 1], w);
    }
    for (i = 0; i < N; i += 4) printf("%a %a %a\n", v[i], w[i], M[i][i]);
    return 0;
}
