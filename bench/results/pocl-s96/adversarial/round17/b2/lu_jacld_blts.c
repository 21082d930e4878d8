/* NPB LU-style jacld + blts per k plane: jacld fills d/a/b/c 3x3 blocks (global arrays), blts takes arrays as parameters with ISIZ extents and does the wavefront lower solve with a tmat scratch; k loop on host, then jacu/buts upward */
#include <stdio.h>
#define ISIZ 10
static double u[ISIZ][ISIZ][ISIZ][3], rsd[ISIZ][ISIZ][ISIZ][3];
static double a[ISIZ][ISIZ][3][3], b[ISIZ][ISIZ][3][3], c[ISIZ][ISIZ][3][3], d[ISIZ][ISIZ][3][3];
static int nx, ny, nz, ist, iend, jst, jend;
static double dt = 0.5, tx1 = 0.25, ty1 = 0.125, tz1 = 0.0625;

static void jacld(int k)
{
  int i, j, m, n;
  double r43 = 4.0 / 3.0, tmp1;
#pragma bbmm
  for (j = jst; j <= jend; j++)
    for (i = ist; i <= iend; i++) {
      tmp1 = 1.0 / u[k][j][i][0];
      for (m = 0; m < 3; m++)
        for (n = 0; n < 3; n++) {
          d[j][i][m][n] = (m == n ? 1.0 + dt * 2.0 * (tx1 + ty1 + tz1) : 0.0) + dt * 0.01 * r43 * u[k][j][i][(m + n) % 3] * tmp1;
          a[j][i][m][n] = -dt * tz1 * (m == n ? 1.0 : 0.0) - dt * 0.005 * u[k - 1][j][i][n] * tmp1;
          b[j][i][m][n] = -dt * ty1 * (m == n ? 1.0 : 0.0) - dt * 0.005 * u[k][j - 1][i][m];
          c[j][i][m][n] = -dt * tx1 * (m == n ? 1.0 : 0.0) - dt * 0.005 * u[k][j][i - 1][(m + 2 * n) % 3];
        }
    }
}

static void blts(int nxx, int nyy, int nzz, int k, double omega,
                 double v[][ISIZ][ISIZ][3], double ldz[][ISIZ][3][3], double ldy[][ISIZ][3][3],
                 double ldx[][ISIZ][3][3], double dd[][ISIZ][3][3], int ist_, int iend_, int jst_, int jend_)
{
  int i, j, m;
  double tmp, tmp1, tmat[3][3];
  (void)nxx; (void)nyy; (void)nzz;
#pragma bbmm
  {
    for (j = jst_; j <= jend_; j++)
      for (i = ist_; i <= iend_; i++)
        for (m = 0; m < 3; m++)
          v[k][j][i][m] = v[k][j][i][m] - omega * (ldz[j][i][m][0] * v[k - 1][j][i][0] + ldz[j][i][m][1] * v[k - 1][j][i][1] + ldz[j][i][m][2] * v[k - 1][j][i][2]);
    for (j = jst_; j <= jend_; j++)
      for (i = ist_; i <= iend_; i++) {
        for (m = 0; m < 3; m++)
          v[k][j][i][m] = v[k][j][i][m] - omega * (ldy[j][i][m][0] * v[k][j - 1][i][0] + ldx[j][i][m][0] * v[k][j][i - 1][0]
                                                  + ldy[j][i][m][1] * v[k][j - 1][i][1] + ldx[j][i][m][1] * v[k][j][i - 1][1]
                                                  + ldy[j][i][m][2] * v[k][j - 1][i][2] + ldx[j][i][m][2] * v[k][j][i - 1][2]);
        for (m = 0; m < 3; m++) {
          tmat[m][0] = dd[j][i][m][0];
          tmat[m][1] = dd[j][i][m][1];
          tmat[m][2] = dd[j][i][m][2];
        }
        tmp1 = 1.0 / tmat[0][0];
        tmp = tmp1 * tmat[1][0];
        tmat[1][1] = tmat[1][1] - tmp * tmat[0][1];
        tmat[1][2] = tmat[1][2] - tmp * tmat[0][2];
        v[k][j][i][1] = v[k][j][i][1] - v[k][j][i][0] * tmp;
        tmp = tmp1 * tmat[2][0];
        tmat[2][1] = tmat[2][1] - tmp * tmat[0][1];
        tmat[2][2] = tmat[2][2] - tmp * tmat[0][2];
        v[k][j][i][2] = v[k][j][i][2] - v[k][j][i][0] * tmp;
        tmp1 = 1.0 / tmat[1][1];
        tmp = tmp1 * tmat[2][1];
        tmat[2][2] = tmat[2][2] - tmp * tmat[1][2];
        v[k][j][i][2] = v[k][j][i][2] - v[k][j][i][1] * tmp;
        v[k][j][i][2] = v[k][j][i][2] / tmat[2][2];
        v[k][j][i][1] = (v[k][j][i][1] - tmat[1][2] * v[k][j][i][2]) / tmat[1][1];
        v[k][j][i][0] = (v[k][j][i][0] - tmat[0][1] * v[k][j][i][1] - tmat[0][2] * v[k][j][i][2]) / tmat[0][0];
      }
  }
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 3 }, { 4, 5, 3 }, { 6, 4, 5 }, { 10, 9, 8 } };
  int s, i, j, k, m, it;
  for (s = 0; s < 4; s++) {
    nx = sz[s][0]; ny = sz[s][1]; nz = sz[s][2];
    ist = 1; iend = nx - 2; jst = 1; jend = ny - 2;
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 3; m++) {
      u[k][j][i][m] = (m == 0 ? 1.0 : 0.0) + 0.125 * ((i + 3 * j + 5 * k + m) % 7);
      rsd[k][j][i][m] = 0.0625 * ((2 * i + j + k + m) % 9) - 0.25;
    }
    for (it = 0; it < 2; it++) {
      for (k = 1; k <= nz - 2; k++) {
        jacld(k);
        blts(ISIZ, ISIZ, ISIZ, k, 1.2, rsd, a, b, c, d, ist, iend, jst, jend);
      }
      printf("it %d probe %a\n", it, rsd[nz / 2][ny / 2][nx / 2][1]);
    }
    for (k = 0; k < nz; k++) for (j = 0; j < ny; j++) for (i = 0; i < nx; i++) for (m = 0; m < 3; m++) printf("%a\n", rsd[k][j][i][m]);
  }
  return 0;
}
