/* size_t grid sizes (nx - 1 with nx possibly 0) bounding a 4-D 5-component update, with unsigned iterators */
#include <stdio.h>
#include <stddef.h>
#define P 8
static double u[P][P][P][5], r[P][P][P][5];

static void upd(size_t nx, size_t ny, size_t nz)
{
  size_t i, j, k, m;
#pragma bbmm
  for (k = 0; k < nz; k++)
    for (j = 0; j < ny; j++)
      for (i = 1; i < nx - 1; i++)
        for (m = 0; m < 5; m++)
          r[k][j][i][m] = u[k][j][i+1][m] - u[k][j][i-1][m] + (double)m;
}

int main(void)
{
  size_t sz[][3] = { {8, 8, 8}, {0, 2, 2}, {1, 3, 3}, {2, 1, 1}, {5, 4, 3} };
  int t;
  size_t i, j, k, m;
  for (t = 0; t < 5; t++) {
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) {
      u[k][j][i][m] = 0.125 * ((k * 3 + j * 5 + i * 7 + m + t) % 11);
      r[k][j][i][m] = -1.0;
    }
    if (sz[t][0] >= 1) upd(sz[t][0], sz[t][1], sz[t][2]);
    double s = 0.0;
    for (k = 0; k < P; k++) for (j = 0; j < P; j++) for (i = 0; i < P; i++) for (m = 0; m < 5; m++) s += r[k][j][i][m] * (1 + (i + m) % 4);
    printf("%d %a\n", t, s);
  }
  return 0;
}
