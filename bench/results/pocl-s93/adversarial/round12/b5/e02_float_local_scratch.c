/* float scratch row in a double computation: the store into float must round */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        float w[N];
        for (j = 0; j < n; j++) w[j] = A[i][j] / 3.0;
        for (j = 0; j < n; j++) B[i][j] = w[j] * 3.0;
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 7 + j) % 11 + 0.1; B[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
