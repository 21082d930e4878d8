/* bbmm-gen seed=74000047 features: step triangular param-bound le-ge-cond else narrowing-guard unsigned-iter-arith fp-div cast cast-subscript math math-float-arg-double-fn fmin-mixed-args iter-arith compound-assign local-scalar stencil in-place region-in-function pre-increment reversed-subscript comparison-value negation sibling-loops float-arrays 3d */
/* Modelling the wrap of (short)i and (short)j in these subscripts took isl a minute, and the region was refused since; now it assumes the casts keep their values (bbmm_assumed), runs on the host as written where they would not, and bbmm-pp takes 0.3 s. */
#include <math.h>
#include <stdio.h>

static double A[9][9];
static float B[9];
static double C[9][9];
static double D[7][5][8];
static double E[7];

static void kernel(int n, int m, int tsteps)
{
    int i, j, k, t;
#pragma bbmm
    for (i = 2; i <= n - 26; i++) {
        for (j = n - 33; j <= 8; ++j) {
            int s0 = (i - E[i - 2] + (E[i - 2] / (fabs(C[j][i]) + 1.0))) / 4.0;
            A[i][j] = D[i - 2][2][i - 1];
            A[i][j] = B[i] + (D[i - 2][0][j - 1] - B[i - 2]) + ((E[n - 26 - i] - D[(short)i - 2][3][i - 1]) / (fabs(D[5][1][i - 1]) + 1.0));
            double s1 = -(B[j] * (-2.0f));
            if (j >= 2)
                A[i][j] = (double)C[i][j] * (E[5] != D[j - 2][3][i - 2]);
            else
                A[i][j] += -sqrt(fabs(C[j][i - 1]));
        }
        for (j = i; j < n - 26; j += 2) {
            float s2 = ceil(fmax((double)E[i - 2], 1.25f));
            if (i > 2)
                A[i][(short)j] = s2 - 0.1;
            A[i][j] = A[i][j] * (D[j - 2][0][i - 2] - (i * 7u));
        }
    }
}

int main(void)
{
    int n = 34, m = 7, tsteps = 4;
    int i, j, k, t;
    for (i = 0; i < 9; i++)
        for (j = 0; j < 9; j++)
            A[i][j] = (double)((i * 26 + j * 46 + 84) % 801 - 400) / 8.0;
    for (i = 0; i < 9; i++)
        B[i] = (float)((i * 45 + 18) % 801 - 400) / 16.0f;
    for (i = 0; i < 9; i++)
        for (j = 0; j < 9; j++)
            C[i][j] = (double)((i * 48 + j * 13 + 19) % 801 - 400) / 8.0;
    for (i = 0; i < 7; i++)
        for (j = 0; j < 5; j++)
            for (k = 0; k < 8; k++)
                D[i][j][k] = (double)((i * 17 + j * 18 + k * 4 + 95) % 801 - 400) / 8.0;
    for (i = 0; i < 7; i++)
        E[i] = (double)((i * 38 + 47) % 801 - 400) / 8.0;
    kernel(n, m, tsteps);
    for (i = 0; i < 9; i++)
        for (j = 0; j < 9; j++)
            printf("%a\n", (double)A[i][j]);
    for (i = 0; i < 9; i++)
        printf("%a\n", (double)B[i]);
    for (i = 0; i < 9; i++)
        for (j = 0; j < 9; j++)
            printf("%a\n", (double)C[i][j]);
    for (i = 0; i < 7; i++)
        for (j = 0; j < 5; j++)
            for (k = 0; k < 8; k++)
                printf("%a\n", (double)D[i][j][k]);
    for (i = 0; i < 7; i++)
        printf("%a\n", (double)E[i]);
    return 0;
}
