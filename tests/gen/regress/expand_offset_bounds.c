/* Expansion over loops whose lower bounds are run-time values (NPB LU's
 * blts, "for (i = ist; ...)" with "ist" a parameter): the tool cannot
 * tell that the iterators never go below 0, so the expansions' subscripts
 * start at the loops' smallest iterators ("i - ist"), their extents
 * counted from there.  blts's scratch scalars tmp and tmp1, private to
 * each (i, j), get one copy per (i, j), and isl's scheduler turns the
 * wavefront over i + j into a nest one work-group sweeps; here ist is -1
 * in the second call (the arrays are reached through i + 2).  The second
 * region (doitgen's "sum" row over r from rlo = -3) is expanded over r
 * and q; "sum" is read after the region, so the copy of its last
 * iteration goes back to it (subscript rhi - 1 - rlo). */
// expect-explain: one copy of scalar tmp per iteration of loops i \(from ist\), j \(from jst\)
// expect-explain: one copy of scalar tmp1 per iteration of loops i \(from ist\), j \(from jst\)
// expect-explain: c0 +line [0-9]+ +kernel band, swept dimension 0, carries a dependence
// expect-explain: one copy of sum per iteration of loops r \(from rlo\), q
// expect-output: bbmm_x_tmp1, [0-9]+, [0-9]+, [(]+long[)]c0[)]+ - [(]+long[)]ist[)]+
#include <stdio.h>
#define N 14
#define M 3
static double v[N][N][M], ldx[N][N][M][M], ldy[N][N][M][M], d[N][N][M][M];
static double A[N][N][N], C4[N][N], sum[N];
static void blts(int ist, int iend, int jst, int jend, double omega)
{
    int i, j, m;
    double tmp, tmp1;
#pragma bbmm
    for (i = ist; i <= iend; i++)
        for (j = jst; j <= jend; j++) {
            for (m = 0; m < M; m++)
                v[i + 2][j + 2][m] =
                    v[i + 2][j + 2][m] -
                    omega * (ldy[i + 2][j + 2][m][0] * v[i + 2][j + 1][0] + ldx[i + 2][j + 2][m][0] * v[i + 1][j + 2][0] +
                             ldy[i + 2][j + 2][m][1] * v[i + 2][j + 1][1] + ldx[i + 2][j + 2][m][1] * v[i + 1][j + 2][1] +
                             ldy[i + 2][j + 2][m][2] * v[i + 2][j + 1][2] + ldx[i + 2][j + 2][m][2] * v[i + 1][j + 2][2]);
            tmp1 = 1.0 / d[i + 2][j + 2][0][0];
            tmp = tmp1 * d[i + 2][j + 2][1][0];
            v[i + 2][j + 2][1] = v[i + 2][j + 2][1] - v[i + 2][j + 2][0] * tmp;
            tmp = tmp1 * d[i + 2][j + 2][2][0];
            v[i + 2][j + 2][2] = v[i + 2][j + 2][2] - v[i + 2][j + 2][0] * tmp;
            tmp1 = 1.0 / d[i + 2][j + 2][1][1];
            tmp = tmp1 * d[i + 2][j + 2][2][1];
            v[i + 2][j + 2][2] = v[i + 2][j + 2][2] - v[i + 2][j + 2][1] * tmp;
            v[i + 2][j + 2][2] = v[i + 2][j + 2][2] / d[i + 2][j + 2][2][2];
            v[i + 2][j + 2][1] = (v[i + 2][j + 2][1] - d[i + 2][j + 2][1][2] * v[i + 2][j + 2][2]) * tmp1;
        }
}
static void doitgen(int rlo, int rhi, int nq)
{
    int r, q, p, s;
#pragma bbmm
    for (r = rlo; r < rhi; r++)
        for (q = 0; q < nq; q++) {
            for (p = 0; p < N; p++) {
                sum[p] = 0.0;
                for (s = 0; s < N; s++)
                    sum[p] += A[r + 3][q][s] * C4[s][p];
            }
            for (p = 0; p < N; p++)
                A[r + 3][q][p] = sum[p];
        }
}
int main(void)
{
    int i, j, m, n;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++) {
            C4[i][j] = (double)((i * 3 + j * 5) % 7) / 9.0;
            for (m = 0; m < N; m++)
                A[i][j][m] = (double)((i + 2 * j + 3 * m) % 13) / 4.0;
            for (m = 0; m < M; m++) {
                v[i][j][m] = (double)((i * 7 + j * 3 + m) % 11) / 7.0;
                for (n = 0; n < M; n++) {
                    ldx[i][j][m][n] = (double)((i + 2 * j + m * n) % 5) / 50.0;
                    ldy[i][j][m][n] = (double)((3 * i + j + m + n) % 7) / 70.0;
                    d[i][j][m][n] = m == n ? 4.0 + (double)((i + j) % 3) : (double)((i * j + m) % 4) / 9.0;
                }
            }
        }
    blts(-1, N - 3, -1, N - 4, 1.2);
    blts(0, N - 4, 1, N - 3, 0.7);
    blts(3, 2, 0, N - 3, 0.5);
    doitgen(-3, N - 4, N - 1);
    doitgen(2, 2, N);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < M; m++)
                printf("%a\n", v[i][j][m]);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < N; m++)
                printf("%a\n", A[i][j][m]);
    for (i = 0; i < N; i++)
        printf("%a\n", sum[i]);
    return 0;
}
