/* SP pinvr with per-iteration scratch r[5] declared in the region block and tmp[5] declared before, bounds from static int globals set by init */
#include <stdio.h>
#define P 7
static double rhs[P][P][P][5], u[P][P][P][5];
static int nx2, ny2, nz2;
static double bt;

static void set_constants(int nx, int ny, int nz)
{
  nx2 = nx - 2; ny2 = ny - 2; nz2 = nz - 2;
  bt = 0.70710678118654752440;
}

static void pinvr_add(void)
{
  int i, j, k, m;
  double tmp[5];
#pragma bbmm
  for (k = 1; k <= nz2; k++) {
    for (j = 1; j <= ny2; j++) {
      for (i = 1; i <= nx2; i++) {
        double r[5];
        for (m = 0; m < 5; m++) r[m] = rhs[k][j][i][m];
        tmp[0] = bt * (r[0] - r[3]);
        tmp[1] = -bt * (r[1] + r[3]);
        tmp[2] = r[2] * bt - r[4];
        tmp[3] = bt * (r[0] + r[1]);
        tmp[4] = r[2] + r[3] + r[4];
        for (m = 0; m < 5; m++) {
          rhs[k][j][i][m] = tmp[m];
          u[k][j][i][m] = u[k][j][i][m] + tmp[m];
        }
      }
    }
  }
}

int main(void)
{
  int i, j, k, m, t;
  static const int sz[4][3] = { {2, 5, 5}, {3, 3, 3}, {7, 6, 5}, {4, 7, 3} };
  for (t = 0; t < 4; t++) {
    set_constants(sz[t][0], sz[t][1], sz[t][2]);
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      rhs[k][j][i][m] = 0.125 * ((k * 3 + j + i * 5 + m) % 9) - 0.5;
      u[k][j][i][m] = 1.0 + 0.0625 * m;
    }
    pinvr_add();
    pinvr_add();
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) printf("%a %a\n", rhs[k][j][i][m], u[k][j][i][m]);
  }
  return 0;
}
