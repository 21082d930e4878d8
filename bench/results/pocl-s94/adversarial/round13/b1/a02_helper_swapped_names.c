/* helper whose parameter names are the caller's iterators in the other order: diff(j, i) with diff(int i, int j) */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static int diff(int i, int j) { return i - j; }
static int imin(int n, int i) { return n < i ? n : i; }
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = diff(n, i) - 1; j >= imin(i, n - 1 - i) && j >= 0; j--)
            B[i][j] = A[diff(j + i, j)][diff(n - 1, j)] + diff(j, i);
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 3) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = i * 16 + j; B[i][j] = -1; }
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %d %a\n", i, j, B[i][j]);
    }
    return 0;
}
