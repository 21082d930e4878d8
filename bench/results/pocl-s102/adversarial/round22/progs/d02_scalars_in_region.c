/* scalars assigned inside the region: n = (m-3+1)*5; int k1 = k + 1; */
#include <stdio.h>
#define N 20
static double lhs[N][N * 5], rhs[N][N];
int main(void)
{
    int k, i, j, n, m = N;
    for (k = 0; k < N; k++) for (i = 0; i < N * 5; i++) lhs[k][i] = (double)((k + i) % 9) / 8.0;
    for (k = 0; k < N; k++) for (i = 0; i < N; i++) rhs[k][i] = 1.0;
#pragma bbmm
    for (k = 0; k < N - 1; k++) {
        int k1 = k + 1;
        n = (m - 3 + 1) * 5;
        for (i = 0; i < n; i++)
            lhs[k1][i] = lhs[k1][i] - 0.5 * lhs[k][i];
        for (j = 0; j < m; j++)
            rhs[k1][j] = rhs[k1][j] + 0.25 * rhs[k][j];
    }
    printf("n = %d\n", n);
    for (k = 0; k < N; k += 2) printf("%a %a\n", lhs[k][(k * 7) % (N * 5)], rhs[k][k]);
    return 0;
}
