/* inner iterator read after the loops around it (j as i = n-1 left it), incl. zero-trip cases */
#include <stdio.h>
#define N 25
static double A[N][N];
static long R[N];
static void f(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 1; i < n; i++)
            for (j = 0; j < i; j++)
                A[i][j] = A[i - 1][j] + 1.0;
        A[0][0] = j;
        for (i = 0; i < m; i++)
            R[i] = j * 2 + i;
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) A[i][j] = (i * j % 4) * 0.5;
    static const int ns[5] = {25, 2, 5, 12, 3}, ms[5] = {25, 3, 0, 1, 10};
    for (t = 0; t < 5; t++) {
        f(ns[t], ms[t]);
        for (i = 0; i < N; i++) printf("%ld\n", R[i]);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
