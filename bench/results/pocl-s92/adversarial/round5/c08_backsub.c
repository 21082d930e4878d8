/* back substitution with an upper triangular matrix, rows descending, inner sum over j > i */
#include <stdio.h>
#define N 25
static double U[N][N], b[N], x[N];
static void backsub(int n)
{
    int i, j;
#pragma bbmm
    for (i = n - 1; i >= 0; i--) {
        x[i] = b[i];
        for (j = i + 1; j < n; j++)
            x[i] -= U[i][j] * x[j];
        x[i] = x[i] / U[i][i];
    }
}
int main(void)
{
    int i, j, n;
    for (i = 0; i < N; i++) { b[i] = i % 3 - 1.0; for (j = 0; j < N; j++) U[i][j] = (j >= i) ? 1.0 / (1 + j - i) + (i == j) : 0.0; }
    for (n = 0; n <= N; n += 6) {
        backsub(n);
        printf("n=%d\n", n);
        for (i = 0; i < n; i++) printf("%a\n", x[i]);
    }
    return 0;
}
