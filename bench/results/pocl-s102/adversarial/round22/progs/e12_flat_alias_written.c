/* 2-D name written, flat alias read in the same region (overlap written):
   host; in an automatic scope between device regions */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N];
static void shiftadd(int n, double (*a)[N], const double *f)
{
    int i, j;
#pragma bbmm array(f[n][N])
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] + 0.5 * f[i * N + (n - 1 - j)];
}
static void cp(int n, double (*a)[N], double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = a[i][j] * 2.0;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)(i * N + j); B[i][j] = 0; }
    for (t = 0; t < 3; t++) {
        cp(N, A, B);
        shiftadd(N, A, &B[0][0]);
        shiftadd(N, A, &A[0][0]);
        cp(N, B, A);
    }
    for (i = 0; i < N; i += 2) printf("%a %a\n", A[i][i], B[i][N - 1 - i]);
    return 0;
}
