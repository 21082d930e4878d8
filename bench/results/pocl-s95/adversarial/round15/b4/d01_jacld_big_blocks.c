/* LU jacld-like: per (j,i) point, tmp1..tmp3 private scalars and 100 explicit statements filling d/a/b/c 5x5 blocks from u at neighbours (large straight-line body) */
#include <stdio.h>
#define P 7
static double u[P][P][P][5], rho_i[P][P][P];
static double d[P][P][5][5], a[P][P][5][5], b[P][P][5][5], c[P][P][5][5];
static const double dt = 0.5, tx1 = 0.25, ty1 = 0.125, tz1 = 0.0625, c1 = 1.4, c2 = 0.4;
static void jacld(int k, int jst, int jend, int ist, int iend)
{
  int i, j;
  double tmp1, tmp2, tmp3;
#pragma bbmm
  for (j = jst; j <= jend; j++)
    for (i = ist; i <= iend; i++) {
      tmp1 = rho_i[k][j][i];
      tmp2 = tmp1 * tmp1;
      tmp3 = tmp1 * tmp2;
      d[j][i][0][0] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 1.0);
      d[j][i][0][1] = dt * tmp3 * u[k][j][i][0] * u[k][j][i][1] * 2.0;
      d[j][i][0][2] = -c1 * tmp1 * u[k][j][i][2] + 3.0 * c2;
      d[j][i][0][3] = -dt * 4.0 * c2 * (u[k][j][i][3] * tmp2);
      d[j][i][0][4] = dt * tmp3 * u[k][j][i][0] * u[k][j][i][4] * 5.0;
      d[j][i][1][0] = dt * tmp3 * u[k][j][i][1] * u[k][j][i][0] * 6.0;
      d[j][i][1][1] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 7.0);
      d[j][i][1][2] = -dt * 1.0 * c2 * (u[k][j][i][2] * tmp2);
      d[j][i][1][3] = dt * tmp3 * u[k][j][i][1] * u[k][j][i][3] * 2.0;
      d[j][i][1][4] = -c1 * tmp1 * u[k][j][i][0] + 3.0 * c2;
      d[j][i][2][0] = -c1 * tmp1 * u[k][j][i][2] + 4.0 * c2;
      d[j][i][2][1] = -dt * 5.0 * c2 * (u[k][j][i][1] * tmp2);
      d[j][i][2][2] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 6.0);
      d[j][i][2][3] = -c1 * tmp1 * u[k][j][i][0] + 7.0 * c2;
      d[j][i][2][4] = -dt * 1.0 * c2 * (u[k][j][i][4] * tmp2);
      d[j][i][3][0] = -dt * 2.0 * c2 * (u[k][j][i][0] * tmp2);
      d[j][i][3][1] = dt * tmp3 * u[k][j][i][3] * u[k][j][i][1] * 3.0;
      d[j][i][3][2] = -c1 * tmp1 * u[k][j][i][0] + 4.0 * c2;
      d[j][i][3][3] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 5.0);
      d[j][i][3][4] = dt * tmp3 * u[k][j][i][3] * u[k][j][i][4] * 6.0;
      d[j][i][4][0] = dt * tmp3 * u[k][j][i][4] * u[k][j][i][0] * 7.0;
      d[j][i][4][1] = -c1 * tmp1 * u[k][j][i][0] + 1.0 * c2;
      d[j][i][4][2] = -dt * 2.0 * c2 * (u[k][j][i][2] * tmp2);
      d[j][i][4][3] = dt * tmp3 * u[k][j][i][4] * u[k][j][i][3] * 3.0;
      d[j][i][4][4] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 4.0);
      a[j][i][0][0] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 1.0);
      a[j][i][0][1] = dt * tmp3 * u[k-1][j][i][0] * u[k-1][j][i][1] * 2.0;
      a[j][i][0][2] = -c1 * tmp1 * u[k-1][j][i][2] + 3.0 * c2;
      a[j][i][0][3] = -dt * 4.0 * c2 * (u[k-1][j][i][3] * tmp2);
      a[j][i][0][4] = dt * tmp3 * u[k-1][j][i][0] * u[k-1][j][i][4] * 5.0;
      a[j][i][1][0] = dt * tmp3 * u[k-1][j][i][1] * u[k-1][j][i][0] * 6.0;
      a[j][i][1][1] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 7.0);
      a[j][i][1][2] = -dt * 1.0 * c2 * (u[k-1][j][i][2] * tmp2);
      a[j][i][1][3] = dt * tmp3 * u[k-1][j][i][1] * u[k-1][j][i][3] * 2.0;
      a[j][i][1][4] = -c1 * tmp1 * u[k-1][j][i][0] + 3.0 * c2;
      a[j][i][2][0] = -c1 * tmp1 * u[k-1][j][i][2] + 4.0 * c2;
      a[j][i][2][1] = -dt * 5.0 * c2 * (u[k-1][j][i][1] * tmp2);
      a[j][i][2][2] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 6.0);
      a[j][i][2][3] = -c1 * tmp1 * u[k-1][j][i][0] + 7.0 * c2;
      a[j][i][2][4] = -dt * 1.0 * c2 * (u[k-1][j][i][4] * tmp2);
      a[j][i][3][0] = -dt * 2.0 * c2 * (u[k-1][j][i][0] * tmp2);
      a[j][i][3][1] = dt * tmp3 * u[k-1][j][i][3] * u[k-1][j][i][1] * 3.0;
      a[j][i][3][2] = -c1 * tmp1 * u[k-1][j][i][0] + 4.0 * c2;
      a[j][i][3][3] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 5.0);
      a[j][i][3][4] = dt * tmp3 * u[k-1][j][i][3] * u[k-1][j][i][4] * 6.0;
      a[j][i][4][0] = dt * tmp3 * u[k-1][j][i][4] * u[k-1][j][i][0] * 7.0;
      a[j][i][4][1] = -c1 * tmp1 * u[k-1][j][i][0] + 1.0 * c2;
      a[j][i][4][2] = -dt * 2.0 * c2 * (u[k-1][j][i][2] * tmp2);
      a[j][i][4][3] = dt * tmp3 * u[k-1][j][i][4] * u[k-1][j][i][3] * 3.0;
      a[j][i][4][4] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 4.0);
      b[j][i][0][0] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 1.0);
      b[j][i][0][1] = dt * tmp3 * u[k][j-1][i][0] * u[k][j-1][i][1] * 2.0;
      b[j][i][0][2] = -c1 * tmp1 * u[k][j-1][i][2] + 3.0 * c2;
      b[j][i][0][3] = -dt * 4.0 * c2 * (u[k][j-1][i][3] * tmp2);
      b[j][i][0][4] = dt * tmp3 * u[k][j-1][i][0] * u[k][j-1][i][4] * 5.0;
      b[j][i][1][0] = dt * tmp3 * u[k][j-1][i][1] * u[k][j-1][i][0] * 6.0;
      b[j][i][1][1] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 7.0);
      b[j][i][1][2] = -dt * 1.0 * c2 * (u[k][j-1][i][2] * tmp2);
      b[j][i][1][3] = dt * tmp3 * u[k][j-1][i][1] * u[k][j-1][i][3] * 2.0;
      b[j][i][1][4] = -c1 * tmp1 * u[k][j-1][i][0] + 3.0 * c2;
      b[j][i][2][0] = -c1 * tmp1 * u[k][j-1][i][2] + 4.0 * c2;
      b[j][i][2][1] = -dt * 5.0 * c2 * (u[k][j-1][i][1] * tmp2);
      b[j][i][2][2] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 6.0);
      b[j][i][2][3] = -c1 * tmp1 * u[k][j-1][i][0] + 7.0 * c2;
      b[j][i][2][4] = -dt * 1.0 * c2 * (u[k][j-1][i][4] * tmp2);
      b[j][i][3][0] = -dt * 2.0 * c2 * (u[k][j-1][i][0] * tmp2);
      b[j][i][3][1] = dt * tmp3 * u[k][j-1][i][3] * u[k][j-1][i][1] * 3.0;
      b[j][i][3][2] = -c1 * tmp1 * u[k][j-1][i][0] + 4.0 * c2;
      b[j][i][3][3] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 5.0);
      b[j][i][3][4] = dt * tmp3 * u[k][j-1][i][3] * u[k][j-1][i][4] * 6.0;
      b[j][i][4][0] = dt * tmp3 * u[k][j-1][i][4] * u[k][j-1][i][0] * 7.0;
      b[j][i][4][1] = -c1 * tmp1 * u[k][j-1][i][0] + 1.0 * c2;
      b[j][i][4][2] = -dt * 2.0 * c2 * (u[k][j-1][i][2] * tmp2);
      b[j][i][4][3] = dt * tmp3 * u[k][j-1][i][4] * u[k][j-1][i][3] * 3.0;
      b[j][i][4][4] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 4.0);
      c[j][i][0][0] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 1.0);
      c[j][i][0][1] = dt * tmp3 * u[k][j][i-1][0] * u[k][j][i-1][1] * 2.0;
      c[j][i][0][2] = -c1 * tmp1 * u[k][j][i-1][2] + 3.0 * c2;
      c[j][i][0][3] = -dt * 4.0 * c2 * (u[k][j][i-1][3] * tmp2);
      c[j][i][0][4] = dt * tmp3 * u[k][j][i-1][0] * u[k][j][i-1][4] * 5.0;
      c[j][i][1][0] = dt * tmp3 * u[k][j][i-1][1] * u[k][j][i-1][0] * 6.0;
      c[j][i][1][1] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 7.0);
      c[j][i][1][2] = -dt * 1.0 * c2 * (u[k][j][i-1][2] * tmp2);
      c[j][i][1][3] = dt * tmp3 * u[k][j][i-1][1] * u[k][j][i-1][3] * 2.0;
      c[j][i][1][4] = -c1 * tmp1 * u[k][j][i-1][0] + 3.0 * c2;
      c[j][i][2][0] = -c1 * tmp1 * u[k][j][i-1][2] + 4.0 * c2;
      c[j][i][2][1] = -dt * 5.0 * c2 * (u[k][j][i-1][1] * tmp2);
      c[j][i][2][2] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 6.0);
      c[j][i][2][3] = -c1 * tmp1 * u[k][j][i-1][0] + 7.0 * c2;
      c[j][i][2][4] = -dt * 1.0 * c2 * (u[k][j][i-1][4] * tmp2);
      c[j][i][3][0] = -dt * 2.0 * c2 * (u[k][j][i-1][0] * tmp2);
      c[j][i][3][1] = dt * tmp3 * u[k][j][i-1][3] * u[k][j][i-1][1] * 3.0;
      c[j][i][3][2] = -c1 * tmp1 * u[k][j][i-1][0] + 4.0 * c2;
      c[j][i][3][3] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 5.0);
      c[j][i][3][4] = dt * tmp3 * u[k][j][i-1][3] * u[k][j][i-1][4] * 6.0;
      c[j][i][4][0] = dt * tmp3 * u[k][j][i-1][4] * u[k][j][i-1][0] * 7.0;
      c[j][i][4][1] = -c1 * tmp1 * u[k][j][i-1][0] + 1.0 * c2;
      c[j][i][4][2] = -dt * 2.0 * c2 * (u[k][j][i-1][2] * tmp2);
      c[j][i][4][3] = dt * tmp3 * u[k][j][i-1][4] * u[k][j][i-1][3] * 3.0;
      c[j][i][4][4] = dt * 2.0 * (tx1 + ty1 * tmp1 + tz1 * 4.0);
    }
}

int main(void)
{
  int sz[][3] = { {3, 1, 5}, {1, 1, 1}, {2, 2, 3}, {5, 5, 5}, {4, 3, 1}, {6, 1, 6} };
  int t, i, j, k, m, n;
  for (t = 0; t < 6; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) {
      for (m = 0; m < 5; m++) u[k][j][i][m] = 1.0 + 0.0625 * ((k * 3 + j * 5 + i * 7 + m + t) % 11);
      rho_i[k][j][i] = 1.0 / u[k][j][i][0];
    }
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) for (n = 0; n < 5; n++)
      d[j][i][m][n] = a[j][i][m][n] = b[j][i][m][n] = c[j][i][m][n] = -7.0;
    jacld(sz[t][0], 1, sz[t][1], 1, sz[t][2]);
    double s = 0.0;
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) for (n = 0; n < 5; n++)
      s += (d[j][i][m][n] + 2.0 * a[j][i][m][n] + 3.0 * b[j][i][m][n] + 5.0 * c[j][i][m][n]) * (1 + (m * 5 + n + i) % 7);
    printf("%d %a\n", t, s);
  }
  return 0;
}
