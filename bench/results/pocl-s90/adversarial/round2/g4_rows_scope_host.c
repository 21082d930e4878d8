/* table rows into a static array kept in a time loop's data scope; host writes through the table between regions */
#include <stdio.h>
#define N 10
static double A[N][N], B[N][N];
static void put(double **r, int k, double v) { r[k][k] = v; r[k][0] += v; }
int main(void)
{
    double *rows[N];
    int i, j, t;
    for (i = 0; i < N; i++) { rows[i] = A[N - 1 - i]; for (j = 0; j < N; j++) { A[i][j] = (i + j) % 4; B[i][j] = 0; } }
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] * 0.5 + B[i][j];
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = rows[i][j] + 1.0;
        put(rows, t, -3.0 * t);
        rows[t + 1][2] = B[0][0];
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 1; j < N; j++)
                rows[i][j] = rows[i][j] - 0.125 * A[i][j - 1];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
