/* scratch row in the loop body with a parallel(i) clause and a tile clause */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm parallel(i) tile(4)
    for (i = 0; i < n; i++) {
        double w[N];
        for (j = 0; j < n; j++) w[j] = A[i][j] * 3.0;
        for (j = 0; j < n; j++) B[i][j] = w[j] - w[(j + 1) % N < n ? j + 1 : 0];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j * 5) % 11 * 0.2; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
