/* step(n, A[t % n], B): a row of a kept array passed read-only, the array
   written by another region, explicit scope */
#include <stdio.h>
#define N 32
static double A[N][N], B[N][N];
static void useRow(int n, const double *row, double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            b[i][j] = b[i][j] * 0.5 + row[j] * row[(j + i) % n];
}
static void upd(int n, double (*a)[N], double (*b)[N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            a[i][j] = a[i][j] * 0.875 + b[i][j] * 0.125;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (double)((i + j * j) % 11) / 10.0; B[i][j] = 0.0; }
#pragma bbmm data(A, B)
    for (t = 0; t < 10; t++) {
        useRow(N, A[(3 * t) % N], B);
        upd(N, A, B);
    }
    for (i = 0; i < N; i += 3) printf("%a %a\n", A[i][(i * 3) % N], B[i][i]);
    return 0;
}
