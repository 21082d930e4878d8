/* time loop: a helper writes the array through a global pointer; the region then reads it */
#include <stdio.h>
#define N 12
static double A[N][N], B[N][N];
static double *gw;
static void poke(int k, double v) { gw[k] = v; }
int main(void)
{
    int i, j, t;
    gw = &A[0][0];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { A[i][j] = (i * j) % 7; B[i][j] = 1.0; }
    for (t = 0; t < 5; t++) {
#pragma bbmm
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++)
                B[i][j] = A[i][j] + 0.5 * B[i][j];
        poke(t * 14 + 1, -2.0 * t);
#pragma bbmm
        for (i = 1; i < N; i++)
            for (j = 0; j < N; j++)
                A[i][j] = A[i - 1][j] * 0.25 + B[i][j];
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", A[i][j], B[i][j]);
    return 0;
}
