/* SP ninvr-style per-point scratch r[5] declared before the region and read by the host after it (last point's values), bounds from a struct of sizes */
#include <stdio.h>
#define P 6
struct dims { int nx, ny, nz; };
static double rhs[P][P][P][5];

static void ninvr(struct dims d, double r[5])
{
  int i, j, k, m;
  double bt = 0.5;
#pragma bbmm
  for (k = 1; k < d.nz - 1; k++)
    for (j = 1; j < d.ny - 1; j++)
      for (i = 1; i < d.nx - 1; i++) {
        for (m = 0; m < 5; m++) r[m] = rhs[k][j][i][m];
        rhs[k][j][i][0] = -r[1];
        rhs[k][j][i][1] = r[0] * bt;
        rhs[k][j][i][2] = bt * (r[3] - r[4]);
        rhs[k][j][i][3] = -bt * r[3] + r[2];
        rhs[k][j][i][4] = r[0] + r[1] + r[2];
      }
}

int main(void)
{
  int i, j, k, m, c;
  double r[5] = { 9, 9, 9, 9, 9 };
  static const struct dims sz[4] = { {2, 2, 2}, {3, 3, 3}, {6, 4, 5}, {5, 6, 3} };
  for (c = 0; c < 4; c++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) rhs[k][j][i][m] = 0.125 * ((k + 3 * j + 5 * i + 7 * m) % 9);
    ninvr(sz[c], r);
    for (m = 0; m < 5; m++) printf("r %a\n", r[m]);
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) printf("%a\n", rhs[k][j][i][m]);
  }
  return 0;
}
