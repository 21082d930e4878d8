/* VLA parameters with different shapes (A[n][m] into B[m][n]), A[][M] and A[static 8] */
#include <stdio.h>
#define M 9
static void tr(int n, int m, double A[n][m], double B[m][n])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++)
        for (j = 0; j < m; j++)
            B[j][i] = A[i][j] * 2.0 + i;
}
static void rowsum(int n, double A[][M], double s[static 8])
{
    int i, j;
#pragma bbmm
    for (i = 0; i < n; i++) {
        s[i] = 0.0;
        for (j = 0; j < M; j++)
            s[i] += A[i][j];
    }
}
int main(void)
{
    static double X[8][M], Y[M][8], s[8];
    double Z[5][3], W[3][5];
    int i, j;
    for (i = 0; i < 8; i++) for (j = 0; j < M; j++) X[i][j] = i * 0.5 - j;
    for (i = 0; i < 5; i++) for (j = 0; j < 3; j++) Z[i][j] = i + j * 0.125;
    tr(8, M, X, Y);
    tr(5, 3, Z, W);
    rowsum(8, X, s);
    for (i = 0; i < M; i++) for (j = 0; j < 8; j++) printf("%a\n", Y[i][j]);
    for (i = 0; i < 3; i++) for (j = 0; j < 5; j++) printf("%a\n", W[i][j]);
    for (i = 0; i < 8; i++) printf("%a\n", s[i]);
    return 0;
}
