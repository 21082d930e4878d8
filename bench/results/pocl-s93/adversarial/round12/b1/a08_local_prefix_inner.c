/* local array whose values pass between iterations of an inner loop (prefix sum) inside its block */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double p[N];
        if (n > 0) p[0] = A[i][0];
        for (j = 1; j < n; j++) p[j] = p[j - 1] + A[i][j];
        for (j = 0; j < n; j++) B[i][j] = p[n - 1 - j] - p[j];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j * j) % 10 * 0.1; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
