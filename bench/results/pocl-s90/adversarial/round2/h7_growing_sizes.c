/* regions inside a function called in a time loop with growing then shrinking sizes; host writes outside the current box */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void f(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            B[i][j] = A[i][j] + B[i][j] * 0.5;
#pragma bbmm
    for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = B[i - 1][j] - A[i][j];
}
int main(void)
{
    int i, j, t, n;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 1.0; }
    for (t = 0; t < 10; t++) {
        n = t < 5 ? 3 * t + 1 : 3 * (10 - t);
        f(n);
        if (n < N) { A[n][0] = t; B[0][n] = -t; }
        A[N - 1][N - 1] += B[t][t];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
