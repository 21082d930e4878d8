/* A skewed write (D[j][i + j - 1]) whose box in one tile holds elements
 * another tile writes: the runtime writes whole boxes back, so the tiles
 * may not run on two devices at once (found by bbmm-gen: wrong results on
 * 2 devices); the region stays sequential with a warning. */
/* bbmm-gen seed=117000052 features: neg-step triangular param-bound le-ge-cond imperfect if-guard else narrowing-guard short-circuit-access affine-ternary data-ternary unsigned-iter-arith fp-div cast cast-subscript math math-int-arg math-float-arg-double-fn fmin-mixed-args iter-arith compound-assign local-scalar stencil in-place tile name pre-increment sum-subscript reversed-subscript comparison-value negation reduction sibling-loops float-arrays int-arrays free-dependences */
#include <math.h>
#include <stdio.h>

float A[12][14];
double B[10][38];
int C[12][9];
double D[22][15];

int main(void)
{
    int n = 5, m = 36, tsteps = 2;
    int i, j, k, t;
    for (i = 0; i < 12; i++)
        for (j = 0; j < 14; j++)
            A[i][j] = (float)((i * 16 + j * 40 + 72) % 801 - 400) / 16.0f;
    for (i = 0; i < 10; i++)
        for (j = 0; j < 38; j++)
            B[i][j] = (double)((i * 4 + j * 30 + 9) % 801 - 400) / 8.0;
    for (i = 0; i < 12; i++)
        for (j = 0; j < 9; j++)
            C[i][j] = (int)((i * 24 + j * 33 + 72) % 2001 - 1000);
    for (i = 0; i < 22; i++)
        for (j = 0; j < 15; j++)
            D[i][j] = (double)((i * 28 + j * 33 + 12) % 801 - 400) / 8.0;
#pragma bbmm name(r933) tile(7)
    {
        for (i = 1; i < 9; ++i) {
            for (j = 2; j <= i - 1; j++)
                D[j][i + j - 1] = 3.0f;
            A[(unsigned)i][3] = -B[i][i];
        }
        for (i = 0; i <= 8; i++) {
            for (j = 0; j <= 36; j++) {
                if (i >= 2)
                    A[i + 1][1] += (((j >= 3) && (B[i + 1][j] < (-5))) ? j : (-B[i][2])) + (int)(short)C[8][i - 1];
                else
                    B[i][j] = B[i][j] - (((j >= 2) && (D[i][i] > 0)) ? fmax(B[5][i], n) : ((i != (-1)) ? A[9][i] : j));
            }
        }
    }
    for (i = 0; i < 12; i++)
        for (j = 0; j < 14; j++)
            printf("%a\n", (double)A[i][j]);
    for (i = 0; i < 10; i++)
        for (j = 0; j < 38; j++)
            printf("%a\n", (double)B[i][j]);
    for (i = 0; i < 12; i++)
        for (j = 0; j < 9; j++)
            printf("%lld\n", (long long)C[i][j]);
    for (i = 0; i < 22; i++)
        for (j = 0; j < 15; j++)
            printf("%a\n", (double)D[i][j]);
    return 0;
}
