/* an unsigned (32-bit) bound that wraps around (un - 1 with un == 0, capped by && j < 9): the tool models it modulo 2^32, and the host code it prints must compute on the value of un, not in unsigned arithmetic (bbmm_pp_i64) */
// expect-output: bbmm_pp_floord\(bbmm_pp_i64\(un\) - 1, 4294967296L\)
// expect-no-output: floord\(un - 1
#include <stdio.h>
#define NN 12
static double C[NN][NN], D[NN][NN];
static void w0(unsigned un, unsigned um)
{
    unsigned i, j;
#pragma bbmm
    for (i = 0; i < um; i++)
        for (j = 0; j < un - 1 && j < 9; j++)
            C[i][j + 1] = C[i][j] * 0.5 + D[i][j + 1];
}
int main(void)
{
    int i, j;
    for (i = 0; i < NN; i++) for (j = 0; j < NN; j++) { C[i][j] = i * 0.5 + j; D[i][j] = i - j * 0.25; }
    w0(0, 8);
    for (i = 0; i < NN; i++) for (j = 0; j < NN; j++) printf("%a %a\n", C[i][j], D[i][j]);
    return 0;
}
