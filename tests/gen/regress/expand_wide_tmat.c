/* NPB LU's blts and buts as written (issue 48): each (i, j) fills a
 * scratch block tmat[M][M], eliminates in it and reads it back, and the
 * updates of v carry i and j.  tmat's dependences serialise the same loops
 * as v's, so expansion for parallel loops alone would leave it; expanded
 * over (i, j) anyway, with the scratch scalars tmp and tmp1 (lower bounds
 * ist and jst unknown), it lets isl's scheduler run the blocks' elimination
 * as one parallel nest and the updates of v as a wavefront over i + j that
 * one work-group sweeps.  buts's loops count down: the dependences its
 * loops carry go from larger iterators to smaller ones (expand.c,
 * xp_not_equal).  The wavefront's tile boxes stay within the operation
 * limit because the sweep's nest and the parallel one are not taken for
 * tiles of one grid (boxes.c, bx_same_tiling). */
// expect-explain: one copy of tmat per iteration of loops i \(from ist\), j \(from jst\)
// expect-explain: one copy of tmat per iteration of loops i \(from ist\), j \(from jst\)
// expect-explain: c0 +line 2[0-9] +kernel band, swept dimension 0, carries a dependence
// expect-explain: c0 +line [3-9][0-9] +kernel band, swept dimension 0, carries a dependence
#include <stdio.h>
#define N 14
#define M 3
static double v[N][N][M], tv[N][N][M], ldx[N][N][M][M], ldy[N][N][M][M], d[N][N][M][M];
static void blts(int ist, int iend, int jst, int jend, double omega)
{
    int i, j, m;
    double tmp, tmp1, tmat[M][M];
#pragma bbmm
    for (i = ist; i <= iend; i++)
        for (j = jst; j <= jend; j++) {
            for (m = 0; m < M; m++)
                v[i + 2][j + 2][m] =
                    v[i + 2][j + 2][m] -
                    omega * (ldy[i + 2][j + 2][m][0] * v[i + 2][j + 1][0] + ldx[i + 2][j + 2][m][0] * v[i + 1][j + 2][0] +
                             ldy[i + 2][j + 2][m][1] * v[i + 2][j + 1][1] + ldx[i + 2][j + 2][m][1] * v[i + 1][j + 2][1] +
                             ldy[i + 2][j + 2][m][2] * v[i + 2][j + 1][2] + ldx[i + 2][j + 2][m][2] * v[i + 1][j + 2][2]);
            for (m = 0; m < M; m++) {
                tmat[m][0] = d[i + 2][j + 2][m][0];
                tmat[m][1] = d[i + 2][j + 2][m][1];
                tmat[m][2] = d[i + 2][j + 2][m][2];
            }
            tmp1 = 1.0 / tmat[0][0];
            tmp = tmp1 * tmat[1][0];
            tmat[1][1] = tmat[1][1] - tmp * tmat[0][1];
            tmat[1][2] = tmat[1][2] - tmp * tmat[0][2];
            v[i + 2][j + 2][1] = v[i + 2][j + 2][1] - v[i + 2][j + 2][0] * tmp;
            tmp = tmp1 * tmat[2][0];
            tmat[2][1] = tmat[2][1] - tmp * tmat[0][1];
            tmat[2][2] = tmat[2][2] - tmp * tmat[0][2];
            v[i + 2][j + 2][2] = v[i + 2][j + 2][2] - v[i + 2][j + 2][0] * tmp;
            tmp1 = 1.0 / tmat[1][1];
            tmp = tmp1 * tmat[2][1];
            tmat[2][2] = tmat[2][2] - tmp * tmat[1][2];
            v[i + 2][j + 2][2] = v[i + 2][j + 2][2] - v[i + 2][j + 2][1] * tmp;
            v[i + 2][j + 2][2] = v[i + 2][j + 2][2] / tmat[2][2];
            v[i + 2][j + 2][1] = (v[i + 2][j + 2][1] - tmat[1][2] * v[i + 2][j + 2][2]) / tmat[1][1];
            v[i + 2][j + 2][0] =
                (v[i + 2][j + 2][0] - tmat[0][1] * v[i + 2][j + 2][1] - tmat[0][2] * v[i + 2][j + 2][2]) / tmat[0][0];
        }
}
static void buts(int ist, int iend, int jst, int jend, double omega)
{
    int i, j, m;
    double tmp, tmp1, tmat[M][M];
#pragma bbmm
    for (i = iend; i >= ist; i--)
        for (j = jend; j >= jst; j--) {
            for (m = 0; m < M; m++)
                tv[i + 1][j + 1][m] =
                    omega * (ldy[i + 1][j + 1][m][0] * v[i + 1][j + 2][0] + ldx[i + 1][j + 1][m][0] * v[i + 2][j + 1][0] +
                             ldy[i + 1][j + 1][m][1] * v[i + 1][j + 2][1] + ldx[i + 1][j + 1][m][1] * v[i + 2][j + 1][1] +
                             ldy[i + 1][j + 1][m][2] * v[i + 1][j + 2][2] + ldx[i + 1][j + 1][m][2] * v[i + 2][j + 1][2]);
            for (m = 0; m < M; m++) {
                tmat[m][0] = d[i + 1][j + 1][m][0];
                tmat[m][1] = d[i + 1][j + 1][m][1];
                tmat[m][2] = d[i + 1][j + 1][m][2];
            }
            tmp1 = 1.0 / tmat[0][0];
            tmp = tmp1 * tmat[1][0];
            tmat[1][1] = tmat[1][1] - tmp * tmat[0][1];
            tmat[1][2] = tmat[1][2] - tmp * tmat[0][2];
            tv[i + 1][j + 1][1] = tv[i + 1][j + 1][1] - tv[i + 1][j + 1][0] * tmp;
            tmp = tmp1 * tmat[2][0];
            tmat[2][1] = tmat[2][1] - tmp * tmat[0][1];
            tmat[2][2] = tmat[2][2] - tmp * tmat[0][2];
            tv[i + 1][j + 1][2] = tv[i + 1][j + 1][2] - tv[i + 1][j + 1][0] * tmp;
            tmp1 = 1.0 / tmat[1][1];
            tmp = tmp1 * tmat[2][1];
            tmat[2][2] = tmat[2][2] - tmp * tmat[1][2];
            tv[i + 1][j + 1][2] = (tv[i + 1][j + 1][2] - tv[i + 1][j + 1][1] * tmp) / tmat[2][2];
            tv[i + 1][j + 1][1] = (tv[i + 1][j + 1][1] - tmat[1][2] * tv[i + 1][j + 1][2]) / tmat[1][1];
            tv[i + 1][j + 1][0] =
                (tv[i + 1][j + 1][0] - tmat[0][1] * tv[i + 1][j + 1][1] - tmat[0][2] * tv[i + 1][j + 1][2]) / tmat[0][0];
            for (m = 0; m < M; m++)
                v[i + 1][j + 1][m] = v[i + 1][j + 1][m] - tv[i + 1][j + 1][m];
        }
}
int main(void)
{
    int i, j, m, n;
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < M; m++) {
                v[i][j][m] = (double)((i * 7 + j * 3 + m) % 11) / 7.0;
                for (n = 0; n < M; n++) {
                    ldx[i][j][m][n] = (double)((i + 2 * j + m * n) % 5) / 50.0;
                    ldy[i][j][m][n] = (double)((3 * i + j + m + n) % 7) / 70.0;
                    d[i][j][m][n] = m == n ? 4.0 + (double)((i + j) % 3) : (double)((i * j + m) % 4) / 9.0;
                }
            }
    blts(-1, N - 3, -1, N - 4, 1.2);
    blts(0, N - 4, 1, N - 3, 0.7);
    blts(3, 2, 0, N - 3, 0.5);
    buts(0, N - 3, 1, N - 3, 1.1);
    buts(-1, N - 4, 0, N - 4, 0.9);
    buts(2, 1, 0, N - 3, 0.5);
    for (i = 0; i < N; i++)
        for (j = 0; j < N; j++)
            for (m = 0; m < M; m++)
                printf("%a %a\n", v[i][j][m], tv[i][j][m]);
    return 0;
}
