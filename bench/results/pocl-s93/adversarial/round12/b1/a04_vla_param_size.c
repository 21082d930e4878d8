/* VLA scratch double t[m] in the loop body, m a function parameter */
#include <stdio.h>
#define N 10
static void kern(int n, int m, double A[N][N], double B[N][N])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t[m];
        for (j = 0; j < m; j++) t[j] = A[i][j] * 3.0 - j;
        for (j = 0; j < m; j++) B[i][j] = t[j] + (j > 0 ? t[j - 1] : 0.0);
    }
}
int main(void)
{
    static double A[N][N], B[N][N];
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 10};
    int ms[] = {1, 3, 1, 10, 7};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 7 * 0.125; B[i][j] = 5; }
        kern(ns[s], ms[s], A, B);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
