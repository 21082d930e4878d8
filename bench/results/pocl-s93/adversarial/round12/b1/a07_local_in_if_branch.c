/* scratch array declared inside an if-branch of the loop body (affine condition) */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void kern(int n, int k)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        if (i < k) {
            double w[N];
            for (j = 0; j < n; j++) w[j] = A[i][j] * 0.5;
            for (j = 0; j < n; j++) B[i][j] = w[j] + w[n - 1 - j];
        } else {
            double w[N];
            for (j = 0; j < n; j++) w[j] = A[i][j] + 2.0;
            for (j = 0; j < n; j++) B[i][j] = w[j] * w[0];
        }
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 16};
    int ks[] = {0, 1, 1, 3, 20};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 11 + j) % 17 * 0.25; B[i][j] = -3; }
        kern(ns[s], ks[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
