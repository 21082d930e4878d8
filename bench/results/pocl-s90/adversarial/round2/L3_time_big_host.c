/* 61x47 stencil in a time loop with host writes (memcpy of a row, boundary helper) and reads between */
#include <stdio.h>
#include <string.h>
#define NI 61
#define NJ 47
static double A[NI][NJ], B[NI][NJ];
static void bc(double (*g)[NJ], int t) { int i; for (i = 0; i < NI; i++) { g[i][0] = t; g[i][NJ - 1] = -t; } }
int main(void)
{
    int i, j, t;
    double s = 0.0;
    for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) { A[i][j] = ((i * 13 + j * 7) % 23) * 0.125; B[i][j] = 0.0; }
    for (t = 0; t < 6; t++) {
#pragma bbmm
        for (i = 1; i < NI - 1; i++)
            for (j = 1; j < NJ - 1; j++)
                B[i][j] = 0.2 * (A[i][j] + A[i - 1][j] + A[i + 1][j] + A[i][j - 1] + A[i][j + 1]);
        bc(B, t);
        memcpy(B[t * 7], A[t * 9 + 3], sizeof B[0]);
        s = s + B[NI / 2][NJ / 3] + A[t][t];
#pragma bbmm
        for (i = 1; i < NI - 1; i++)
            for (j = 1; j < NJ - 1; j++)
                A[i][j] = B[i][j] + 0.01 * s;
    }
    printf("%a\n", s);
    for (i = 0; i < NI; i++) for (j = 0; j < NJ; j++) printf("%a\n", A[i][j]);
    return 0;
}
