/* struct grid with g.nx/g.ny fields and member arrays, Fortran-style column-major a[j][i] with i outer, h2 scalar coefficient */
#include <stdio.h>
#define MX 11
struct grid { int nx, ny; double h; double a[MX][MX], b[MX][MX], f[MX][MX]; };
static struct grid g;

static void smooth(double omega)
{
  int i, j;
  double h2;
#pragma bbmm
  {
    h2 = g.h * g.h;
    for (i = 1; i < g.nx - 1; i++)
      for (j = 1; j < g.ny - 1; j++)
        g.b[j][i] = (1.0 - omega) * g.a[j][i] + omega * 0.25 * (g.a[j][i - 1] + g.a[j][i + 1] + g.a[j - 1][i] + g.a[j + 1][i] - h2 * g.f[j][i]);
    for (i = 1; i < g.nx - 1; i++)
      for (j = 1; j < g.ny - 1; j++)
        g.a[j][i] = g.b[j][i];
  }
}

int main(void)
{
  int i, j, c, it;
  static const int sz[4][2] = { {2, 5}, {3, 3}, {11, 6}, {8, 11} };
  for (c = 0; c < 4; c++) {
    g.nx = sz[c][0]; g.ny = sz[c][1]; g.h = 1.0 / (g.nx + 1);
    for (j = 0; j < MX; j++) for (i = 0; i < MX; i++) { g.a[j][i] = (i == 0 || j == 0) ? 1.0 : 0.0; g.b[j][i] = 0.0; g.f[j][i] = 0.5 * ((i + j) % 3); }
    for (it = 0; it < 3; it++) smooth(0.8);
    for (j = 0; j < MX; j++) for (i = 0; i < MX; i++) printf("%a %a\n", g.a[j][i], g.b[j][i]);
  }
  return 0;
}
