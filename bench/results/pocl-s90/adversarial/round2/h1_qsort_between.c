/* time loop: region, qsort of a row on the host, memset of another, region reads them */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#define N 12
static double A[N][N], B[N][N];
static int cmp(const void *x, const void *y) { double a = *(const double *)x, b = *(const double *)y; return (a > b) - (a < b); }
int main(void)
{
    int i, j, t;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = ((i * 7 + j * 13) % 17) * 0.5; B[i][j] = 0; }
    for (t = 0; t < 4; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] * 0.5 + A[(i + 1) % N][j] - j;
        qsort(B[t], N, sizeof(double), cmp);
        memset(A[t + 2], 0, sizeof A[0]);
        memcpy(&A[5][3], &B[t][0], 4 * sizeof(double));
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] + 0.25 * B[i][j];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
