/* in-place wavefront with a small scratch c[3] per (i, j): expansion plus skewing */
#include <stdio.h>
#define N 24
static double A[N][N];
static void kern(int n)
{
    int i, j, k;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 1; j < n; j++) {
            double c[3];
            c[0] = A[i - 1][j];
            c[1] = A[i][j - 1];
            c[2] = A[i - 1][j - 1];
            A[i][j] = 0.0;
            for (k = 0; k < 3; k++) A[i][j] += c[k] * (k + 1) * 0.125;
        }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 24};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j * 5) % 7 + 1.0;
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
