/* one scratch name declared as double in one block and int in a sibling block (same extent): int truncates */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N], C[N][N];
static void kern(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        {
            double t[N];
            for (j = 0; j < n; j++) t[j] = A[i][j] * 0.5;
            for (j = 0; j < n; j++) B[i][j] = t[j] * 3.0;
        }
        {
            int t[N];
            for (j = 0; j < n; j++) t[j] = A[i][j] * 0.5;
            for (j = 0; j < n; j++) C[i][j] = t[j] * 3.0;
        }
    }
}
int main(void)
{
    int s, i, j;
    int ns[] = {0, 1, 2, 5, 12};
    for (s = 0; s < 5; s++) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 5 + j * 3) % 9 + 0.75; B[i][j] = C[i][j] = 0; }
        kern(ns[s]);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", B[i][j], C[i][j]);
    }
    return 0;
}
