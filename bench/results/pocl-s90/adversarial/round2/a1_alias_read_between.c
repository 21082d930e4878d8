/* time loop: host reads the region's output through pointers that do not name it (global pointer, helper) */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static const double *gview;
static double probe(int k) { return gview[k]; }
int main(void)
{
    int i, j, t;
    double acc = 0.0, *flat = &B[0][0];
    gview = &B[0][0];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i + 2 * j) % 5; B[i][j] = 0.0; }
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] * 0.5 + B[i][j] + t;
        acc = acc + flat[t * 13] + probe(N * N - 1 - t);
        A[t][t] = acc;
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i][j] - 0.125 * B[i][j];
    }
    printf("%a\n", acc);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
