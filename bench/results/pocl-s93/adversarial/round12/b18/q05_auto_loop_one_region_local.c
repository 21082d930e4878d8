/* a host time loop around one region with a scratch row, all in one function (automatic scope over the loop) */
#include <stdio.h>
#define N 16
static double A[N][N];
static void kern(int n, int T)
{
    int i, j, t;
    for (t = 0; t < T; t++) {
#pragma bbmm
        for (i = 0; i < n; i++) {
            double w[N];
            for (j = 0; j < n; j++) w[j] = A[i][j];
            for (j = 0; j < n; j++) A[i][j] = 0.5 * w[j] + 0.25 * w[n - 1 - j] + t;
        }
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * 3 + j) % 7;
        kern(ns[s], 3);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
