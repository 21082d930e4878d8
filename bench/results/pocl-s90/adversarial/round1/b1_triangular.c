/* triangular, skewed, and ?: (min/max) bounds */
#include <stdio.h>
#define N 30
static double A[N][N], x[N], y[N];
static void tri(int n, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++)
            for (j = 0; j <= i; j++)
                A[i][j] = A[i][j] + x[j] * 0.5;
        for (i = 0; i < n; i++) {
            y[i] = x[i];
            for (j = i + 1; j < (n < m ? n : m); j++)
                y[i] -= A[j][i] * y[i] * 0.01;
        }
        for (i = 0; i < n; i++)
            for (j = (i > 3 ? i - 3 : 0); j < (i + 4 < n ? i + 4 : n); j++)
                A[j][i] = A[j][i] * 0.5 + y[j];
        for (i = 1; i < n; i++)
            for (j = i; j < i + m && j < N; j++)
                A[i][j] += A[i - 1][j - i];
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) {
        x[i] = (i % 4) * 0.5 + 1; y[i] = 0;
        for (j = 0; j < N; j++) A[i][j] = ((i ^ j) % 6) * 0.25;
    }
    static const int ns[5] = {30, 0, 1, 4, 17}, ms[5] = {30, 5, 1, 0, 12};
    for (t = 0; t < 5; t++) tri(ns[t], ms[t]);
    for (i = 0; i < N; i++) {
        printf("%a %a\n", x[i], y[i]);
        for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    }
    return 0;
}
