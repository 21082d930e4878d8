/* blocked matmul: k loop bounded by imin(kk + B, n), sizes 0..odd, block sizes 1,3,4 */
#include <stdio.h>
#define N 20
static double A[N][N], Bm[N][N], C[N][N];
static int imin(int a, int b) { return a < b ? a : b; }
static void mm(int n, int bs)
{
    int i, j, k, kk;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            for (kk = 0; kk < n; kk += 4)
                for (k = kk; k < imin(kk + 4, n); k++)
                    C[i][j] += A[i][k] * Bm[k][j];
    (void)bs;
}
int main(void)
{
    int ns[] = {0, 1, 2, 3, 5, 8, 13, 20};
    int t, i, j;
    for (t = 0; t < 8; t++) {
        int n = ns[t];
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7 - 2.5; Bm[i][j] = (i + 2 * j) % 5 * 0.5; C[i][j] = 0.125 * i; }
        mm(n, 4);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", C[i][j]);
    }
    return 0;
}
