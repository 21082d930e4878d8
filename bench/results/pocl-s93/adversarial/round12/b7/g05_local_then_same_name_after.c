/* the region declares scratch w[N] in its loop body; the same function declares another w after the region */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static double kern(int n)
{
    int i, j;
    double s = 0.0;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N];
        for (j = 0; j < n; j++) w[j] = A[i][j] + 0.5;
        for (j = 0; j < n; j++) B[i][j] = w[n - 1 - j] * w[j];
    }
    double w[3] = {1.0, 2.0, 3.0};
    for (i = 0; i < n; i++) s += B[i][0] * w[i % 3];
    return s;
}
int main(void)
{
    int t, i, j;
    int ns[] = {0, 1, 2, 7, 12};
    for (t = 0; t < 5; t++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j * 7) % 10 * 0.1; B[i][j] = 0; }
        printf("%a\n", kern(ns[t]));
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
