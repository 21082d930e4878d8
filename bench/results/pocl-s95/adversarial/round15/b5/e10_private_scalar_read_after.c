/* SP-style private temporaries (ru1, uu) written per point; the host prints their last values after the region (last iteration's values) */
#include <stdio.h>
#define P 8
static double u[P][P][5], rhs[P][P][5];

static void op(int nj, int ni, double *last)
{
  int i, j;
  double ru1 = -1.0, uu = -2.0;
#pragma bbmm
  for (j = 0; j < nj; j++)
    for (i = 0; i < ni; i++) {
      ru1 = 1.0 / u[j][i][0];
      uu = u[j][i][1] * ru1;
      rhs[j][i][1] = rhs[j][i][1] - uu * rhs[j][i][0];
      rhs[j][i][2] = rhs[j][i][2] * ru1;
    }
  last[0] = ru1;
  last[1] = uu;
}

int main(void)
{
  int sz[][2] = { {8, 8}, {0, 4}, {1, 1}, {3, 0}, {5, 7} };
  int t, i, j, m;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      u[j][i][m] = 1.0 + 0.125 * ((j * 3 + i * 5 + m + t) % 7);
      rhs[j][i][m] = 0.0625 * ((j + i * 3 + m) % 9);
    }
    double last[2];
    op(sz[t][0], sz[t][1], last);
    double s = 0.0;
    for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += rhs[j][i][m] * (1 + m);
    printf("%d %a %a %a\n", t, s, last[0], last[1]);
  }
  return 0;
}
