/* affine conditions on iterators inside loops; region-local scalars with ?: */
#include <stdio.h>
#define N 20
static double A[N][N], D[N];
static void f(int n, int k, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            double w = i < k ? 1.0 : 0.5;
            if (i == j) D[i] = D[i] + w;
            else if (i % 3 == 1 && j > m) A[i][j] = A[i][j] * w;
            else if (i > k || j < m) A[i][j] -= w * D[j];
            if (!(j >= i)) A[j][i] += 0.125;
        }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { D[i] = i * 0.5; for (j = 0; j < N; j++) A[i][j] = (i - j) * 0.25; }
    static const int ns[4] = {20, 1, 0, 8}, ks[4] = {5, 0, 1, 8}, ms[4] = {10, 0, 0, -1};
    for (t = 0; t < 4; t++) f(ns[t], ks[t], ms[t]);
    for (i = 0; i < N; i++) { printf("%a\n", D[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
