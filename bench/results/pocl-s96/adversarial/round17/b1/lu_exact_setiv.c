/* NPB LU setbv/setiv/error: exact() helper filling a local 5-vector called inside regions, boundary faces by separate loops, transfinite interpolation, host error norm */
#include <stdio.h>
#include <math.h>
#define ISIZ 11
static double u[ISIZ][ISIZ][ISIZ][5];
static double ce[5][13];
static int nx0, ny0, nz0;

static void exact(int i, int j, int k, double u000ijk[5])
{
  int m;
  double xi, eta, zeta;
  xi = (double)i / (nx0 - 1);
  eta = (double)j / (ny0 - 1);
  zeta = (double)k / (nz0 - 1);
  for (m = 0; m < 5; m++)
    u000ijk[m] = ce[m][0] + (ce[m][1] + (ce[m][4] + (ce[m][7] + ce[m][10] * xi) * xi) * xi) * xi
      + (ce[m][2] + (ce[m][5] + (ce[m][8] + ce[m][11] * eta) * eta) * eta) * eta
      + (ce[m][3] + (ce[m][6] + (ce[m][9] + ce[m][12] * zeta) * zeta) * zeta) * zeta;
}

static void setbv(void)
{
  int i, j, k, m;
  double temp1[5], temp2[5];
#pragma bbmm
  for (j = 0; j < ny0; j++)
    for (i = 0; i < nx0; i++) {
      exact(i, j, 0, temp1);
      exact(i, j, nz0 - 1, temp2);
      for (m = 0; m < 5; m++) {
        u[0][j][i][m] = temp1[m];
        u[nz0 - 1][j][i][m] = temp2[m];
      }
    }
#pragma bbmm
  for (k = 0; k < nz0; k++)
    for (i = 0; i < nx0; i++) {
      exact(i, 0, k, temp1);
      exact(i, ny0 - 1, k, temp2);
      for (m = 0; m < 5; m++) {
        u[k][0][i][m] = temp1[m];
        u[k][ny0 - 1][i][m] = temp2[m];
      }
    }
#pragma bbmm
  for (k = 0; k < nz0; k++)
    for (j = 0; j < ny0; j++) {
      exact(0, j, k, temp1);
      exact(nx0 - 1, j, k, temp2);
      for (m = 0; m < 5; m++) {
        u[k][j][0][m] = temp1[m];
        u[k][j][nx0 - 1][m] = temp2[m];
      }
    }
}

static void setiv(void)
{
  int i, j, k, m;
  double xi, eta, zeta, pxi, peta, pzeta;
  double ue_1jk[5], ue_nx0jk[5], ue_i1k[5], ue_iny0k[5], ue_ij1[5], ue_ijnz[5];
#pragma bbmm
  for (k = 1; k < nz0 - 1; k++) {
    zeta = (double)k / (nz0 - 1);
    for (j = 1; j < ny0 - 1; j++) {
      eta = (double)j / (ny0 - 1);
      for (i = 1; i < nx0 - 1; i++) {
        xi = (double)i / (nx0 - 1);
        exact(0, j, k, ue_1jk);
        exact(nx0 - 1, j, k, ue_nx0jk);
        exact(i, 0, k, ue_i1k);
        exact(i, ny0 - 1, k, ue_iny0k);
        exact(i, j, 0, ue_ij1);
        exact(i, j, nz0 - 1, ue_ijnz);
        for (m = 0; m < 5; m++) {
          pxi = (1.0 - xi) * ue_1jk[m] + xi * ue_nx0jk[m];
          peta = (1.0 - eta) * ue_i1k[m] + eta * ue_iny0k[m];
          pzeta = (1.0 - zeta) * ue_ij1[m] + zeta * ue_ijnz[m];
          u[k][j][i][m] = pxi + peta + pzeta - pxi * peta - peta * pzeta - pzeta * pxi + pxi * peta * pzeta;
        }
      }
    }
  }
}

static void error(double errnm[5])
{
  int i, j, k, m;
  double tmp, u000ijk[5];
  for (m = 0; m < 5; m++) errnm[m] = 0.0;
  for (k = 1; k < nz0 - 1; k++)
    for (j = 1; j < ny0 - 1; j++)
      for (i = 1; i < nx0 - 1; i++) {
        exact(i, j, k, u000ijk);
        for (m = 0; m < 5; m++) {
          tmp = u000ijk[m] - u[k][j][i][m];
          errnm[m] = errnm[m] + tmp * tmp;
        }
      }
  for (m = 0; m < 5; m++) errnm[m] = sqrt(errnm[m] / ((nx0 - 2) * (ny0 - 2) * (nz0 - 2)));
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 3 }, { 4, 5, 3 }, { 6, 4, 7 }, { 11, 9, 10 } };
  int c, i, j, k, m;
  double errnm[5];
  for (m = 0; m < 5; m++) for (i = 0; i < 13; i++) ce[m][i] = 0.0625 * ((m * 13 + i * 7) % 11) + (i == 0 ? 1.0 : 0.0);
  for (c = 0; c < 4; c++) {
    nx0 = sz[c][0]; ny0 = sz[c][1]; nz0 = sz[c][2];
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++) u[k][j][i][m] = -1.0;
    setbv();
    setiv();
    error(errnm);
    printf("%a %a %a %a %a\n", errnm[0], errnm[1], errnm[2], errnm[3], errnm[4]);
    for (k = 0; k < nz0; k++) for (j = 0; j < ny0; j++) for (i = 0; i < nx0; i++) for (m = 0; m < 5; m++) printf("%a\n", u[k][j][i][m]);
  }
  return 0;
}
