/* LU blts-like 5x5 global scratch tmat filled per (j,i) over jst..jend/ist..iend (run-time lower bounds), Gaussian elimination on it; host reads tmat afterwards */
#include <stdio.h>
#define P 9
static double d[P][P][5][5], v[P][P][5], tmat[5][5];

static void blts_diag(int jst, int jend, int ist, int iend)
{
  int i, j, m, p, q;
  double tmp, tmp1;
#pragma bbmm
  for (j = jst; j <= jend; j++)
    for (i = ist; i <= iend; i++) {
      for (m = 0; m < 5; m++)
        for (q = 0; q < 5; q++)
          tmat[m][q] = d[j][i][m][q];
      for (p = 0; p < 4; p++) {
        tmp1 = 1.0 / tmat[p][p];
        for (m = p + 1; m < 5; m++) {
          tmp = tmp1 * tmat[m][p];
          for (q = p + 1; q < 5; q++)
            tmat[m][q] = tmat[m][q] - tmp * tmat[p][q];
          v[j][i][m] = v[j][i][m] - v[j][i][p] * tmp;
        }
      }
      v[j][i][4] = v[j][i][4] / tmat[4][4];
      for (p = 3; p >= 0; p--) {
        tmp = v[j][i][p];
        for (q = p + 1; q < 5; q++)
          tmp = tmp - tmat[p][q] * v[j][i][q];
        v[j][i][p] = tmp / tmat[p][p];
      }
    }
}

int main(void)
{
  int bd[][4] = { {1, 7, 1, 7}, {2, 2, 3, 3}, {4, 3, 1, 5}, {0, 8, 5, 8}, {3, 6, 0, 0} };
  int t, i, j, m, q;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      v[j][i][m] = 0.25 * ((j * 3 + i * 5 + m + t) % 9) - 1.0;
      for (q = 0; q < 5; q++) d[j][i][m][q] = (m == q ? 4.0 : 0.0) + 0.0625 * ((j + i * 3 + m * 5 + q * 7) % 11) - 0.3125;
    }
    for (m = 0; m < 5; m++) for (q = 0; q < 5; q++) tmat[m][q] = -1.0;
    blts_diag(bd[t][0], bd[t][1], bd[t][2], bd[t][3]);
    double s = 0.0;
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += v[j][i][m] * (1 + (i + m) % 4);
    printf("%d %a |", t, s);
    for (m = 0; m < 5; m++) for (q = 0; q < 5; q++) printf(" %a", tmat[m][q]);
    printf("\n");
  }
  return 0;
}
