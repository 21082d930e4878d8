/* LU blts: lower-triangular block solve for one k plane with tmat[5][5] scratch, tmp/tmp1 scalars, ist/iend/jst/jend globals, wavefront in i and j */
#include <stdio.h>
#define ISIZ 7
static double v[ISIZ][ISIZ][ISIZ][5], ldz[ISIZ][ISIZ][5][5], ldy[ISIZ][ISIZ][5][5], ldx[ISIZ][ISIZ][5][5], d[ISIZ][ISIZ][5][5];
static int ist, iend, jst, jend;

static void blts(int k, double omega)
{
  int i, j, m;
  double tmp, tmp1, tmat[5][5];
#pragma bbmm
  {
    for (j = jst; j < jend; j++)
      for (i = ist; i < iend; i++)
        for (m = 0; m < 5; m++)
          v[k][j][i][m] = v[k][j][i][m] - omega * (ldz[j][i][m][0] * v[k - 1][j][i][0] + ldz[j][i][m][1] * v[k - 1][j][i][1] + ldz[j][i][m][2] * v[k - 1][j][i][2] + ldz[j][i][m][3] * v[k - 1][j][i][3] + ldz[j][i][m][4] * v[k - 1][j][i][4]);
    for (j = jst; j < jend; j++) {
      for (i = ist; i < iend; i++) {
        for (m = 0; m < 5; m++)
          v[k][j][i][m] = v[k][j][i][m] - omega * (ldy[j][i][m][0] * v[k][j - 1][i][0] + ldx[j][i][m][0] * v[k][j][i - 1][0] + ldy[j][i][m][1] * v[k][j - 1][i][1] + ldx[j][i][m][1] * v[k][j][i - 1][1] + ldy[j][i][m][2] * v[k][j - 1][i][2] + ldx[j][i][m][2] * v[k][j][i - 1][2] + ldy[j][i][m][3] * v[k][j - 1][i][3] + ldx[j][i][m][3] * v[k][j][i - 1][3] + ldy[j][i][m][4] * v[k][j - 1][i][4] + ldx[j][i][m][4] * v[k][j][i - 1][4]);
        for (m = 0; m < 5; m++) {
          tmat[m][0] = d[j][i][m][0];
          tmat[m][1] = d[j][i][m][1];
          tmat[m][2] = d[j][i][m][2];
          tmat[m][3] = d[j][i][m][3];
          tmat[m][4] = d[j][i][m][4];
        }
        tmp1 = 1.0 / tmat[0][0];
        tmp = tmp1 * tmat[1][0];
        tmat[1][1] = tmat[1][1] - tmp * tmat[0][1];
        tmat[1][2] = tmat[1][2] - tmp * tmat[0][2];
        tmat[1][3] = tmat[1][3] - tmp * tmat[0][3];
        tmat[1][4] = tmat[1][4] - tmp * tmat[0][4];
        v[k][j][i][1] = v[k][j][i][1] - v[k][j][i][0] * tmp;
        tmp = tmp1 * tmat[2][0];
        tmat[2][1] = tmat[2][1] - tmp * tmat[0][1];
        tmat[2][2] = tmat[2][2] - tmp * tmat[0][2];
        tmat[2][3] = tmat[2][3] - tmp * tmat[0][3];
        tmat[2][4] = tmat[2][4] - tmp * tmat[0][4];
        v[k][j][i][2] = v[k][j][i][2] - v[k][j][i][0] * tmp;
        tmp1 = 1.0 / tmat[1][1];
        tmp = tmp1 * tmat[2][1];
        tmat[2][2] = tmat[2][2] - tmp * tmat[1][2];
        tmat[2][3] = tmat[2][3] - tmp * tmat[1][3];
        tmat[2][4] = tmat[2][4] - tmp * tmat[1][4];
        v[k][j][i][2] = v[k][j][i][2] - v[k][j][i][1] * tmp;
        v[k][j][i][4] = v[k][j][i][4] / tmat[4][4];
        v[k][j][i][3] = (v[k][j][i][3] - tmat[3][4] * v[k][j][i][4]) / tmat[3][3];
        v[k][j][i][2] = (v[k][j][i][2] - tmat[2][3] * v[k][j][i][3] - tmat[2][4] * v[k][j][i][4]) / tmat[2][2];
        v[k][j][i][1] = (v[k][j][i][1] - tmat[1][2] * v[k][j][i][2] - tmat[1][3] * v[k][j][i][3] - tmat[1][4] * v[k][j][i][4]) / tmat[1][1];
        v[k][j][i][0] = (v[k][j][i][0] - tmat[0][1] * v[k][j][i][1] - tmat[0][2] * v[k][j][i][2] - tmat[0][3] * v[k][j][i][3] - tmat[0][4] * v[k][j][i][4]) / tmat[0][0];
      }
    }
  }
}

int main(void)
{
  int i, j, k, m, n, c;
  static const int sz[4] = { 2, 3, 5, 7 };
  for (c = 0; c < 4; c++) {
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) v[k][j][i][m] = 0.125 * ((k + 2 * j + 3 * i + m) % 7) - 0.375;
    for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) for (n = 0; n < 5; n++) {
      ldz[j][i][m][n] = 0.015625 * ((i + j + m * n) % 5);
      ldy[j][i][m][n] = 0.03125 * ((i * 3 + j + m + n) % 4) - 0.04;
      ldx[j][i][m][n] = 0.0078125 * ((j * 5 + i + m + 2 * n) % 6);
      d[j][i][m][n] = (m == n) ? 2.0 + 0.25 * ((i + j) % 3) : 0.0625 * ((m + 2 * n + i) % 3);
    }
    ist = 1; iend = sz[c] - 1; jst = 1; jend = sz[c] - 1;
    for (k = 1; k < sz[c] - 1; k++) blts(k, 1.2);
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) printf("%a\n", v[k][j][i][m]);
  }
  return 0;
}
