/* time loop in main calls a function whose region declares a scratch row (automatic scope across calls) */
#include <stdio.h>
#define N 16
static double A[N][N], B[N][N];
static void step(int n)
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        double w[N];
        for (j = 0; j < n; j++) w[j] = A[i][j] + 1.0;
        for (j = 0; j < n; j++) B[i][j] = w[n - 1 - j] * 0.5;
    }
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            A[i][j] = B[i][j] - 0.25;
}
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * 3 + j) % 7; B[i][j] = 0; }
    for (t = 0; t < 3; t++) step(N - t);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", A[i][j]);
    return 0;
}
