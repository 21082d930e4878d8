/* int arguments passed to unsigned parameters: umin(i - 1, n) wraps at i == 0 to UINT_MAX, so gives n */
#include <stdio.h>
#define N 24
static double A[N][N], B[N][N];
static unsigned umin(unsigned a, unsigned b) { return a < b ? a : b; }
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < (int)umin(i - 1, n); j++)
            B[i][j] = A[i][j] + 1.0;
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= 19; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i - j * 0.5; B[i][j] = 0; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", B[i][j]);
    }
    return 0;
}
