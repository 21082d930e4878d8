/* LU blts lower sweep: v[j][i][m] -= omega * sum_n (b[j][i][m][n] v[j-1][i][n] + c[j][i][m][n] v[j][i-1][n]) over jst..jend, ist..iend (wavefront with a 5x5 inner block) */
#include <stdio.h>
#define P 9
static double v[P][P][5], b[P][P][5][5], c[P][P][5][5];

static void blts(int jst, int jend, int ist, int iend, double omega)
{
  int i, j, m, n;
#pragma bbmm
  for (j = jst; j <= jend; j++)
    for (i = ist; i <= iend; i++)
      for (m = 0; m < 5; m++) {
        double tmp = 0.0;
        for (n = 0; n < 5; n++)
          tmp = tmp + b[j][i][m][n] * v[j-1][i][n] + c[j][i][m][n] * v[j][i-1][n];
        v[j][i][m] = v[j][i][m] - omega * tmp;
      }
}

int main(void)
{
  int bd[][4] = { {1, 7, 1, 7}, {1, 1, 1, 1}, {2, 5, 3, 3}, {4, 3, 1, 8}, {1, 8, 2, 6} };
  int t, i, j, m, n;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      v[j][i][m] = 0.125 * ((j * 3 + i * 5 + m + t) % 9);
      for (n = 0; n < 5; n++) { b[j][i][m][n] = 0.03125 * ((j + i + m * 3 + n) % 7); c[j][i][m][n] = 0.015625 * ((j * 5 + i + m + n * 3) % 11); }
    }
    blts(bd[t][0], bd[t][1], bd[t][2], bd[t][3], 1.2);
    double s = 0.0;
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += v[j][i][m] * (1 + (i + j + m) % 6);
    printf("%d %a %a\n", t, s, v[P-1][P-1][4]);
  }
  return 0;
}
