/* helpers that take arrays, called as statements in regions (NPB's exact(i, j, k, &u[i][j][k][0]), exact_solution(xi, eta, zeta, dtemp), matvec_sub(lhs[i][j][AA], rhs[i][j-1], rhs[i][j])): inlined into the region with their parameters renamed (they share the caller's iterator names), a scratch array of the caller that each iteration fills before reading it expanded, a loop over a scalar declared in the helper, "*p" of a pointer parameter, a helper passing its array on to another, one defined after the region with a prototype before it */
// expect-output: kernel void bbmm_r0_n0
// expect-output: kernel void bbmm_r1_n0
// expect-output: kernel void bbmm_r2_n0
// expect-output: kernel void bbmm_r3_n0
// expect-output: kernel void bbmm_r4_n0
// expect-explain: expanded into bbmm_x_dtemp
// expect-explain: m_exact1 +line [0-9]+ +inside the kernel, parallel
#include <stdio.h>
#define N 12
static double ce[5][13];
static double u[N][N][N][5];
static double lhs[N][N][5][5];
static double rhs[N][N][5];
static double w[N][N];
static int nx0 = N, ny0 = N, nz = N;

static void exact(int i, int j, int k, double u000ijk[5]);

/* r -= a * b for a 5x5 block */
static void matvec_sub(double ablock[5][5], double avec[5], double bvec[5])
{
    int i;
    for (i = 0; i < 5; i++)
        bvec[i] = bvec[i] - ablock[i][0] * avec[0] - ablock[i][1] * avec[1] - ablock[i][2] * avec[2] -
                  ablock[i][3] * avec[3] - ablock[i][4] * avec[4];
}

static void scale_row(double *row, double f)
{
    int m;
    for (m = 0; m < 5; m++)
        row[m] *= f;
}

static void twice(int i, int j, double r[5])
{
    scale_row(r, 2.0);
    exact(i, j, 1, r);
    return;
}

static void halve(double x, double *h)
{
    *h = 0.5 * x;
}

int main(void)
{
    int i, j, k, m;
    double dtemp[5];
    for (i = 0; i < 5; i++)
        for (j = 0; j < 13; j++)
            ce[i][j] = 0.01 * (i + 1) + 0.001 * j;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            w[i][j] = 0.25 * i - j;
            for (m = 0; m < 5; m++)
                rhs[i][j][m] = i + 0.5 * j + m;
            for (m = 0; m < 5; m++)
                for (k = 0; k < 5; k++)
                    lhs[i][j][m][k] = 0.001 * (m + k) + 0.0001 * i;
        }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            exact(i, j, 0, &u[i][j][0][0]);
            exact(i, j, nz - 1, &u[i][j][nz - 1][0]);
        }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (k = 1; k < nz - 1; k++) {
                exact(i, j, k, dtemp);
                for (m = 0; m < 5; m++)
                    u[i][j][k][m] = dtemp[m] * 0.5;
            }
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 1; j < N; j++)
            matvec_sub(lhs[i][j], rhs[i][j - 1], rhs[i][j]);
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            twice(i, j, rhs[i][j]);
#pragma bbmm
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            halve(w[i][j], &w[j][i]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            for (k = 0; k < N; k++)
                for (m = 0; m < 5; m++)
                    printf("%a\n", u[i][j][k][m]);
            for (m = 0; m < 5; m++)
                printf("%a\n", rhs[i][j][m]);
            printf("%a\n", w[i][j]);
        }
    return 0;
}

static void exact(int i, int j, int k, double u000ijk[5])
{
    int m;
    double xi, eta, zeta;
    xi = ((double)i) / (nx0 - 1);
    eta = ((double)j) / (ny0 - 1);
    zeta = ((double)k) / (nz - 1);
    for (m = 0; m < 5; m++) {
        u000ijk[m] = ce[m][0] + ce[m][1] * xi + ce[m][2] * eta + ce[m][3] * zeta + ce[m][4] * xi * xi +
                     ce[m][12] * zeta * zeta * zeta * zeta;
    }
}
