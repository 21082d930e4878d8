/* scratch row written only under a data condition and read under the same condition (defined C) */
#include <stdio.h>
#define N 14
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N];
        for (j = 0; j < n; j++)
            if (A[i][j] > 1.0) w[j] = A[i][j] * A[i][j];
        for (j = 0; j < n; j++)
            B[i][j] = A[i][j] > 1.0 ? w[j] - 1.0 : A[i][j];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 14};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = ((i * 5 + j * 3) % 7) * 0.4; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
