/* integer helpers declared by prototype before the region and defined after it (bottom of the file) */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N];
static int imin(int a, int b);
static int imax(int a, int b);
static void band(int n, int w)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = imax(0, i - w); j < imin(n, i + w + 1); j++)
            B[i][j] = A[i][j] + A[j][i];
}
int main(void)
{
    int n, w, i, j;
    for (n = 0; n <= N; n += 5)
        for (w = 0; w < 3; w++) {
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 0.5 - j; B[i][j] = 0; }
            band(n, w);
            for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
        }
    return 0;
}
static int imin(int a, int b) { return a < b ? a : b; }
static int imax(int a, int b) { return a > b ? a : b; }
