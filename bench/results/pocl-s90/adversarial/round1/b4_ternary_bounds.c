/* bounds using ?: with outer iterators and parameters; band matrix-vector */
#include <stdio.h>
#define N 30
static double A[N][N], x[N], y[N];
static void f(int n, int bw, int m)
{
    int i, j;
#pragma bbmm
    {
        for (i = 0; i < n; i++) {
            y[i] = 0.0;
            for (j = (i - bw < 0 ? 0 : i - bw); j <= (i + bw >= n ? n - 1 : i + bw); j++)
                y[i] += A[i][j] * x[j];
        }
        for (i = 0; i < n; i++)
            for (j = 0; j < (i < m ? i : m); j++)
                A[i][j] = A[i][j] * 0.5 + y[j];
        for (i = 0; i < n; i++)
            x[i] = y[i > m ? m : i] - x[i];
    }
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) { x[i] = 1.0 + i % 3; for (j = 0; j < N; j++) A[i][j] = ((i - j) % 5) * 0.5; }
    static const int ns[4] = {30, 1, 0, 12}, bs[4] = {2, 0, 3, 20}, ms[4] = {10, 0, 5, 11};
    for (t = 0; t < 4; t++) f(ns[t], bs[t], ms[t]);
    for (i = 0; i < N; i++) { printf("%a %a\n", x[i], y[i]); for (j = 0; j < N; j++) printf("%a\n", A[i][j]); }
    return 0;
}
