/* one array seen by consecutive regions as a shaped pointer (n x n, n < N) and as the global A[N][N] */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static void viaptr(int n, double *p)
{
    int i, j;
#pragma bbmm array(p[n][n])
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++) p[i * n + j] = p[(i - 1) * n + j] * 0.5 + i - j;
}
static void viaglobal(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 1; j < N; j++) B[i][j] = A[i][j] + A[i][j - 1];
}
int main(void)
{
    int i, j, n;
    for (n = 2; n <= N; n += 5) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 0; }
        viaptr(n, &A[0][0]);
        viaglobal(N);
        viaptr(n, &A[0][0]);
        viaglobal(n);
        viaptr(N, &A[0][0]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    }
    return 0;
}
