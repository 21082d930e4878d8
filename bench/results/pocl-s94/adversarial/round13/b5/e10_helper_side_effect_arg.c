/* helper used in a bound whose argument is a region scalar assigned in the loop (imin(lim, n) with lim = 2*i) */
#include <stdio.h>
#define N 20
static double A[N][N];
static int imin(int a, int b) { return a < b ? a : b; }
static void f(int n)
{
    int i, j, lim;
#pragma bbmm
    for (i = 0; i < n; i++) {
        lim = 2 * i;
        for (j = 0; j < imin(lim, n); j++)
            A[i][j] = i + j * 0.5;
    }
}
int main(void)
{
    int n, i, j;
    for (n = 0; n <= N; n += 7) {
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = -1;
        f(n);
        for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
