/* VLA scratch with size expressions 2 * m + 1 in the loop body, centered indexing t[m + d] */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void kern(int n, int m)
{
    int i, j, d;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t[2 * m + 1];
        for (d = -m; d <= m; d++) t[m + d] = 1.0 / (1 + d * d) + A[i][0];
        for (j = 0; j < n; j++) {
            B[i][j] = 0.0;
            for (d = -m; d <= m; d++)
                if (j + d >= 0 && j + d < n) B[i][j] += t[m + d] * A[i][j + d];
        }
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 16};
    int ms[] = {0, 1, 2, 3, 1};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 5 + j) % 6 * 0.5; B[i][j] = 0; }
        kern(ns[s], ms[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
