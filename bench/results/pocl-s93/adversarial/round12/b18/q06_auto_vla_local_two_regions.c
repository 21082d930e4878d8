/* two regions in one function, the first with a VLA scratch t[m] in its body (automatic scope) */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static void kern(int n, int m)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double t[m];
        for (j = 0; j < m; j++) t[j] = A[i][j] + 1.0;
        for (j = 0; j < m; j++) B[i][j] = t[m - 1 - j];
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            A[i][j] = B[i][j] * 2.0;
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 9, 12};
    int ms[] = {1, 1, 3, 12, 5};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 0; }
        kern(ns[s], ms[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    }
    return 0;
}
