/* isl's scheduler ordered this region's loops so that one loop held statements whose lower bounds have no convex hull: with the atomic loop type the AST started that loop at INT_MIN (the context's type bound), 2^31 empty iterations per work-item, minutes per run on PoCL; bbmm-pp now keeps the user's order when an AST bound reaches the type's edge (bbmm-gen seed 500001) */
// expect-output: for \(int k = \(n - 5\); \(k < j\); k \+= 1\)
/* bbmm-gen seed=500001 features: time neg-step triangular param-bound le-ge-cond imperfect data-ternary unsigned-iter-arith fp-div cast cast-subscript math math-int-arg math-float-arg-double-fn fmin-mixed-args iter-arith compound-assign stencil pre-increment sum-subscript reversed-subscript comparison-value reduction big-unsigned sibling-loops float-arrays int-arrays 3d temp-array */
#include <math.h>
#include <stdio.h>

static double A[34][10];
static float B[5][6][5];
static unsigned C[39][36];
static double T[12];

int main(void)
{
    int n = 6, m = 27, tsteps = 2;
    int i, j, k, t;
    for (i = 0; i < 34; i++)
        for (j = 0; j < 10; j++)
            A[i][j] = (double)((i * 23 + j * 46 + 76) % 801 - 400) / 8.0;
    for (i = 0; i < 5; i++)
        for (j = 0; j < 6; j++)
            for (k = 0; k < 5; k++)
                B[i][j][k] = (float)((i * 37 + j * 17 + k * 20 + 2) % 801 - 400) / 16.0f;
    for (i = 0; i < 39; i++)
        for (j = 0; j < 36; j++)
            C[i][j] = (unsigned)((i * 44 + j * 10 + 64) % 1001) * 2654435761u;
    for (i = 0; i < 12; i++)
        T[i] = (double)((i * 7 + 37) % 801 - 400) / 8.0;
#pragma bbmm
    for (t = 0; t < tsteps; ++t) {
        for (i = 0; i < 39; i++) {
            for (j = 1; j < 12; j++)
                T[j] = ((A[24][t + 2] < B[2][t][t]) ? (A[5][t] + A[j][t + 2]) : t) / (fabs(fmax(2, A[10][t]) + (B[t][n - 5 - t][t] != 1)) + 1.0);
            for (j = 2; j < 11; j++)
                C[i][j] = fmin(fmax(T[j + 1] + (T[j] * (A[j][t + 2] + B[n - 4 - t][3][0])), 0.0), 100.0);
        }
        for (i = 4; i > 1; i--) {
            for (j = 3; j > (-1); --j) {
                for (k = n - 5; k < j; k++)
                    B[i][j][k] = T[t] - fabs(C[j + t + 24][i + 1]) + A[t + 1][(int)j];
                for (k = 4; k >= 2; k--)
                    B[i][j][k] = sqrt(j);
                B[i][j][0] = fmin(fmax(B[i][j][0] - (long)C[t][j], (-1e4)), 1e4);
            }
            B[i][0][0] = (C[t][35] - (t - 1u)) % 1000u;
        }
    }
    for (i = 0; i < 34; i++)
        for (j = 0; j < 10; j++)
            printf("%a\n", (double)A[i][j]);
    for (i = 0; i < 5; i++)
        for (j = 0; j < 6; j++)
            for (k = 0; k < 5; k++)
                printf("%a\n", (double)B[i][j][k]);
    for (i = 0; i < 39; i++)
        for (j = 0; j < 36; j++)
            printf("%lld\n", (long long)C[i][j]);
    for (i = 0; i < 12; i++)
        printf("%a\n", (double)T[i]);
    return 0;
}
