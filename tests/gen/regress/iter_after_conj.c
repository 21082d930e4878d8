/* the value a loop whose condition is a conjunction leaves in its iterator, read inside the region after the loop (bbmm-gen seed 89003: "for (j = 0; j != kk && j < n; j++)" then "I[i] = j + 2 * i", refused before): the nearest bound, then an "!=" that comes first; upwards and downwards, the "!=" value before, at, after the start and past the bound, loops that do not run */
// expect-explain: S0
#include <stdio.h>
#define N 64
static double A[N][N];
static long X[N][4];
static void f(int n, int kk, int m)
{
    int i, j, k;
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 0; j != kk && j < n; j++)
            A[i][j] = A[i][j] * 0.5 + j;
        X[i][0] = j + 2 * i;
    }
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (j = 2; j < n && j <= m + 1 && kk != j; j++)
            A[i][j] = A[i][j] + 0.25;
        X[i][1] = j;
    }
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (k = n - 1; k >= m && k != kk && k > i - 9; k--)
            A[i][k] = A[i][k] - 1.0;
        X[i][2] = k * 3;
    }
#pragma bbmm
    for (i = 0; i < n; i++) {
        for (k = m; (i != k) && (k < n); k++)
            A[i][k] = A[i][k] * 2.0;
        X[i][3] = k;
    }
}
int main(void)
{
    int i, j, r;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            A[i][j] = (i * 7 + j) % 13 * 0.75;
    for (r = 0; r < 6; r++) {
        static const int ns[6] = {40, 41, 0, 7, 30, 12}, ks[6] = {5, -3, 2, 7, 29, 12}, ms[6] = {3, 50, 5, 0, 10, 12};
        f(ns[r], ks[r], ms[r]);
        for (i = 0; i < ns[r]; i++)
            printf("%ld %ld %ld %ld\n", X[i][0], X[i][1], X[i][2], X[i][3]);
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                printf("%a\n", A[i][j]);
    }
    return 0;
}
