/* two regions in a row in one function, each declaring its own scratch t[N] (same name, same shape) */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t[N];
        for (j = 0; j < n; j++) t[j] = A[i][j] * 2.0;
        for (j = 0; j < n; j++) B[i][j] = t[(j + 1) % n];
    }
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t[N];
        for (j = 0; j < n; j++) t[j] = B[i][j] + A[i][j];
        for (j = 0; j < n; j++) A[i][j] = t[n - 1 - j];
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 16};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    }
    return 0;
}
