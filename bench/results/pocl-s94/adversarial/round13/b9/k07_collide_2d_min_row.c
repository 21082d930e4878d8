/* 2-D: row index clamped with imin writes several i into the last row: M[imin(i, r)][j] = ... with a read of the same row */
#include <stdio.h>
#define N 14
static double M[N][N], S[N][N];
static int imin(int a, int b) { return a < b ? a : b; }
static void f(int n, int r)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            M[imin(i, r)][j] = S[i][j] + 0.5 * M[imin(i, r)][j];
}
int main(void)
{
    int n, r, i, j;
    for (n = 0; n <= N; n += 5)
        for (r = 0; r < N; r += 4) {
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) { M[i][j] = i - j; S[i][j] = i * 0.25 + j; }
            f(n, r);
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", M[i][j]);
        }
    return 0;
}
