/* 2-D VLA scratch double t[m][m] per outer iteration, sizes a parameter, transposed read */
#include <stdio.h>
#define N 8
static double A[N][N][N], B[N][N][N];
static void kern(int n, int m)
{
    int k, i, j;
#pragma bbmm
    for (k = 0; k < n; k++) {
        double t[m][m];
        for (i = 0; i < m; i++) for (j = 0; j < m; j++) t[i][j] = A[k][i][j] + k;
        for (i = 0; i < m; i++) for (j = 0; j < m; j++) B[k][i][j] = t[j][i] * 0.5;
    }
}
int main(void)
{
    int s, i, j, k;
    int ns[] = {0, 1, 2, 5, 8};
    int ms[] = {1, 1, 3, 8, 2};
    for (s = 0; s < 5; s++) {
        for (k = 0; k < N; k++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[k][i][j] = (k + 2 * i + 3 * j) % 7; B[k][i][j] = -1; }
        kern(ns[s], ms[s]);
        for (k = 0; k < N; k++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[k][i][j]);
    }
    return 0;
}
