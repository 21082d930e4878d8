/* matrix square through mm(n, A, A, C), then A from C, explicit scope */
#include <stdio.h>
#define N 20
static double A[N][N], C[N][N];
static void mm(int n, double (*a)[N], double (*b)[N], double (*c)[N])
{
    int i, j, k;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            c[i][j] = 0.0;
            for (k = 0; k < n; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
}
static void back(int n, double (*a)[N], double (*c)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = c[i][j] / (double)(n * 4);
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (double)((i * 3 + j) % 7) / 3.0 + (i == j);
#pragma bbmm data(A, C)
    for (t = 0; t < 3; t++) {
        mm(N, A, A, C);
        back(N, A, C);
    }
    for (i = 0; i < N; i += 2) printf("%a %a\n", A[i][i], C[i][N - 1 - i]);
    return 0;
}
