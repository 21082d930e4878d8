/* sym(n, A, A): A = 0.5 * (A + A^T) through two names, written: the host runs
   it; inside an explicit scope between device regions */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N];
static void sym(int n, double (*out)[N], double (*in)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            out[i][j] = 0.5 * (in[i][j] + in[j][i]);
}
static void perturb(int n, double (*a)[N], double (*b)[N], int t)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] + b[i][j] * (double)(t + 1);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i * 5 + j * 2) % 9); B[i][j] = (double)(i - j) / 64.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 4; t++) {
        perturb(N, A, B, t);
        sym(N, A, A);
        sym(N, B, A);
    }
    for (i = 0; i < N; i += 3) printf("%a %a %a\n", A[i][(i * 7) % N], A[(i * 7) % N][i], B[i][N - 1 - i]);
    return 0;
}
