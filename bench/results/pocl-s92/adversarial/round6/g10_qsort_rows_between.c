/* qsort of each row between two regions through a row pointer table */
#include <stdio.h>
#include <stdlib.h>
#define N 9
static double A[N][N], B[N][N];
static int cmpd(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}
int main(void)
{
    int t, i, j;
    double *rows[N];
    for (i = 0; i < N; i++) { rows[i] = A[i]; for (j = 0; j < N; j++) { A[i][j] = (i * 5 + j * 7) % 11; B[i][j] = 0; } }
    for (t = 0; t < 3; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] - j * 0.5 + B[i][j];
        for (i = 0; i < N; i++) qsort(rows[i], N, sizeof(double), cmpd);
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[j][i] * 0.25;
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
