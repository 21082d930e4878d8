/* NPB LU pintgr: phi1/phi2 surface arrays filled from u with ibeg/ifin/jbeg/jfin computed on host, three surface integrals frc1..frc3 as reductions, called for several sizes */
#include <stdio.h>
#define ISIZ 12
static double u[ISIZ][ISIZ][ISIZ][5];
static double phi1[ISIZ + 2][ISIZ + 2], phi2[ISIZ + 2][ISIZ + 2];
static int nx0, ny0, nz0;
static double c2 = 0.4, dxi = 0.5, deta = 0.25, dzeta = 0.125;

static double pintgr(void)
{
  int i, j, k, ibeg, ifin, ifin1, jbeg, jfin, jfin1, ki1, ki2;
  double frc1, frc2, frc3;
  ibeg = 1; ifin = nx0 - 2; jbeg = 1; jfin = ny0 - 2;
  ifin1 = ifin - 1; jfin1 = jfin - 1;
  ki1 = 2; ki2 = nz0 - 2;
#pragma bbmm
  for (j = jbeg; j <= jfin; j++)
    for (i = ibeg; i <= ifin; i++) {
      k = ki1;
      phi1[j][i] = c2 * (u[k][j][i][4] - 0.50 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) / u[k][j][i][0]);
      k = ki2;
      phi2[j][i] = c2 * (u[k][j][i][4] - 0.50 * (u[k][j][i][1] * u[k][j][i][1] + u[k][j][i][2] * u[k][j][i][2] + u[k][j][i][3] * u[k][j][i][3]) / u[k][j][i][0]);
    }
  frc1 = 0.0;
#pragma bbmm
  for (j = jbeg; j <= jfin1; j++)
    for (i = ibeg; i <= ifin1; i++)
      frc1 = frc1 + (phi1[j][i] + phi1[j][i + 1] + phi1[j + 1][i] + phi1[j + 1][i + 1] + phi2[j][i] + phi2[j][i + 1] + phi2[j + 1][i] + phi2[j + 1][i + 1]);
  frc1 = dxi * deta * frc1;
#pragma bbmm
  for (k = ki1; k <= ki2; k++)
    for (i = ibeg; i <= ifin; i++) {
      phi1[k][i] = c2 * (u[k][jbeg][i][4] - 0.50 * (u[k][jbeg][i][1] * u[k][jbeg][i][1] + u[k][jbeg][i][2] * u[k][jbeg][i][2]) / u[k][jbeg][i][0]);
      phi2[k][i] = c2 * (u[k][jfin][i][4] - 0.50 * (u[k][jfin][i][1] * u[k][jfin][i][1] + u[k][jfin][i][2] * u[k][jfin][i][2]) / u[k][jfin][i][0]);
    }
  frc2 = 0.0;
#pragma bbmm
  for (k = ki1; k <= ki2 - 1; k++)
    for (i = ibeg; i <= ifin1; i++)
      frc2 = frc2 + (phi1[k][i] + phi1[k][i + 1] + phi1[k + 1][i] + phi1[k + 1][i + 1] + phi2[k][i] + phi2[k][i + 1] + phi2[k + 1][i] + phi2[k + 1][i + 1]);
  frc2 = dxi * dzeta * frc2;
#pragma bbmm
  for (k = ki1; k <= ki2; k++)
    for (j = jbeg; j <= jfin; j++) {
      phi1[k][j] = c2 * (u[k][j][ibeg][4] - 0.50 * (u[k][j][ibeg][2] * u[k][j][ibeg][2] + u[k][j][ibeg][3] * u[k][j][ibeg][3]) / u[k][j][ibeg][0]);
      phi2[k][j] = c2 * (u[k][j][ifin][4] - 0.50 * (u[k][j][ifin][2] * u[k][j][ifin][2] + u[k][j][ifin][3] * u[k][j][ifin][3]) / u[k][j][ifin][0]);
    }
  frc3 = 0.0;
#pragma bbmm
  for (k = ki1; k <= ki2 - 1; k++)
    for (j = jbeg; j <= jfin1; j++)
      frc3 = frc3 + (phi1[k][j] + phi1[k][j + 1] + phi1[k + 1][j] + phi1[k + 1][j + 1] + phi2[k][j] + phi2[k][j + 1] + phi2[k + 1][j] + phi2[k + 1][j + 1]);
  frc3 = deta * dzeta * frc3;
  printf("frc %a %a %a\n", frc1, frc2, frc3);
  return 0.25 * (frc1 + frc2 + frc3);
}

int main(void)
{
  static const int sz[4][3] = { { 3, 3, 4 }, { 4, 5, 5 }, { 7, 6, 8 }, { 12, 11, 12 } };
  int c, i, j, k, m;
  for (c = 0; c < 4; c++) {
    nx0 = sz[c][0]; ny0 = sz[c][1]; nz0 = sz[c][2];
    for (k = 0; k < ISIZ; k++) for (j = 0; j < ISIZ; j++) for (i = 0; i < ISIZ; i++) for (m = 0; m < 5; m++)
      u[k][j][i][m] = (m == 0 ? 1.5 : 0.0) + 0.0625 * ((i * 2 + j * 3 + k * 5 + m * 7) % 10);
    for (i = 0; i < ISIZ + 2; i++) for (j = 0; j < ISIZ + 2; j++) { phi1[i][j] = 0.0; phi2[i][j] = 0.0; }
    printf("frc %a\n", pintgr());
    for (i = 0; i < ISIZ + 2; i++) for (j = 0; j < ISIZ + 2; j++) printf("%a %a\n", phi1[i][j], phi2[i][j]);
  }
  return 0;
}
