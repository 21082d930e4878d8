/* a static scratch array declared in the loop body keeps its values across iterations and calls (legal C) */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        static double prev[N];
        for (j = 0; j < n; j++) B[i][j] = prev[j] + A[i][j];
        for (j = 0; j < n; j++) prev[j] = A[i][j] * 0.5;
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 7, 10};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * N + j + s; B[i][j] = -1; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
