/* parallel writes through a wrap: B[(i + 1) % n] = A[i], and 2-D H[(i + n - 1) % n][(j + 1) % m] = G[i][j], big enough to tile */
#include <stdio.h>
#define N 64
static double A[N], B[N], G[N][N], H[N][N];
static void kern(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        B[(i + 1) % n] = A[i] * 2.0;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            H[(i + n - 1) % n][(j + 1) % m] = G[i][j] + i;
}
int main(void)
{
    int s, i, j;
    int ns[] = {1, 2, 37, 64, 63};
    int ms[] = {1, 5, 64, 33, 2};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) { A[i] = i * 0.5; B[i] = -1; for (j = 0; j < N; j++) { G[i][j] = i * 0.125 + j; H[i][j] = -2; } }
        kern(ns[s], ms[s]);
        for (i = 0; i < N; i++) printf("%a\n", B[i]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", H[i][j]);
    }
    return 0;
}
