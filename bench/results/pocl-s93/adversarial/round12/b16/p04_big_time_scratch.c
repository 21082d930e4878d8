/* 64x64: time loop in the region, per-row scratch copy then row update, and a column pass */
#include <stdio.h>
#define N 64
static double U[N][N];
static void kern(int n, int T)
{
    int t, i, j;
#pragma bbmm
    for (t = 0; t < T; t++) {
        for (i = 0; i < n; i++) {
            double r[N];
            for (j = 0; j < n; j++) r[j] = U[i][j];
            for (j = 1; j < n - 1; j++) U[i][j] = 0.5 * r[j] + 0.25 * (r[j - 1] + r[j + 1]);
        }
        for (j = 0; j < n; j++) {
            double c[N];
            for (i = 0; i < n; i++) c[i] = U[i][j];
            for (i = 1; i < n - 1; i++) U[i][j] = 0.5 * c[i] + 0.25 * (c[i - 1] + c[i + 1]);
        }
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 2, 3, 64, 45};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) U[i][j] = ((i * 3 + j * 7) % 10 == 0) ? 16.0 : 0.0;
        kern(ns[s], 3);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", U[i][j]);
    }
    return 0;
}
