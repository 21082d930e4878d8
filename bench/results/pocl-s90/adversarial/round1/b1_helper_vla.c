/* a region inside a helper taking VLA parameters */
#include <stdio.h>
#define N 20
static double A[N][N], B[N][N], v[N];
static void smooth(int n, double a[n][n], double b[n][n], double w[n])
{
    int i, j;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
            b[i][j] = (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) * 0.25 + w[i] * w[j];
}
int main(void)
{
    int i, j, t;
    static double a2[9][9], b2[9][9];
    for (i = 0; i < N; i++) {
        v[i] = (i % 5) * 0.125;
        for (j = 0; j < N; j++) { A[i][j] = ((i * 3 + j) % 7) * 0.5; B[i][j] = 0; }
    }
    for (i = 0; i < 9; i++) for (j = 0; j < 9; j++) { a2[i][j] = i - j; b2[i][j] = 1; }
    for (t = 0; t < 3; t++) {
        smooth(N, A, B, v);
        smooth(N, B, A, v);
        smooth(9, a2, b2, v);
        smooth(1, a2, b2, v);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    for (i = 0; i < 9; i++) for (j = 0; j < 9; j++) printf("%a\n", b2[i][j]);
    return 0;
}
