/* big enough for host=auto to time rounds: jacobi with a const alias passed
   as a second read-only name of the input, automatic scope */
#include <stdio.h>
#define N 160
static double A[N][N], B[N][N];
static void step(int n, double (*a)[N], const double (*c)[N], double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + c[i][j - 1] + c[i][j + 1]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            a[i][j] = b[i][j];
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i * 13 + j * 7) % 17); B[i][j] = 0; }
    for (t = 0; t < 30; t++)
        step(N, A, A, B);
    for (i = 0; i < N; i += 11) printf("%a %a\n", A[i][(i * 3) % N], B[i][i]);
    return 0;
}
