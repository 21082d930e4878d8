/* helper-bounded triangular loop with a tile(...) clause and a scop region of two nests */
#include <stdio.h>
#define N 19
static double L[N][N], x[N], b[N];
static int imin(int a, int b2) { return a < b2 ? a : b2; }
static void f(int n, int w)
{
    int i, j;
#pragma bbmm tile(4, 4)
    for (i = 0; i < n; i++)
        for (j = 0; j < imin(i, w); j++)
            L[i][j] = L[i][j] * 0.5 + x[j];
#pragma scop
    for (i = 0; i < n; i++)
        b[i] = x[i];
    for (i = 0; i < n; i++)
        for (j = imin(i + 1, n); j < n; j++)
            b[i] += L[j][i];
#pragma endscop
}
int main(void)
{
    int n, w, i, j;
    for (n = 0; n <= N; n += 6)
        for (w = 1; w < 8; w += 3) {
            for (i = 0; i < N; i++) { x[i] = i * 0.5; b[i] = 0; for (j = 0; j < N; j++) L[i][j] = i - j; }
            f(n, w);
            for (i = 0; i < N; i++) { printf("%a\n", b[i]); for (j = 0; j < N; j++) printf("%a\n", L[i][j]); }
        }
    return 0;
}
