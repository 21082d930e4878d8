/* NPB MG interp/rprj3 with d1/d2/d3 and t1/t2/t3 offsets chosen on the host from odd/even sizes (n == 3 special case), used as parameter offsets in region subscripts */
#include <stdio.h>
#define M 12
static double z[M][M][M], u[M][M][M], r[M][M][M], s[M][M][M];

static void interp(int mm1, int mm2, int mm3, int n1, int n2, int n3)
{
  int i1, i2, i3, d1, d2, d3, t1, t2, t3;
  if (n1 == 3) { d1 = 2; t1 = 1; } else { d1 = 1; t1 = 0; }
  if (n2 == 3) { d2 = 2; t2 = 1; } else { d2 = 1; t2 = 0; }
  if (n3 == 3) { d3 = 2; t3 = 1; } else { d3 = 1; t3 = 0; }
#pragma bbmm
  {
    for (i3 = d3; i3 <= mm3 - 1; i3++)
      for (i2 = d2; i2 <= mm2 - 1; i2++) {
        for (i1 = d1; i1 <= mm1 - 1; i1++)
          u[2 * i3 - d3 - 1][2 * i2 - d2 - 1][2 * i1 - d1 - 1] += z[i3 - 1][i2 - 1][i1 - 1];
        for (i1 = 1; i1 <= mm1 - 1; i1++)
          u[2 * i3 - d3 - 1][2 * i2 - d2 - 1][2 * i1 - t1 - 1] += 0.5 * (z[i3 - 1][i2 - 1][i1] + z[i3 - 1][i2 - 1][i1 - 1]);
      }
    for (i3 = d3; i3 <= mm3 - 1; i3++)
      for (i2 = 1; i2 <= mm2 - 1; i2++)
        for (i1 = d1; i1 <= mm1 - 1; i1++)
          u[2 * i3 - d3 - 1][2 * i2 - t2 - 1][2 * i1 - d1 - 1] += 0.5 * (z[i3 - 1][i2][i1 - 1] + z[i3 - 1][i2 - 1][i1 - 1]);
    for (i3 = 1; i3 <= mm3 - 1; i3++)
      for (i2 = d2; i2 <= mm2 - 1; i2++)
        for (i1 = d1; i1 <= mm1 - 1; i1++)
          u[2 * i3 - t3 - 1][2 * i2 - d2 - 1][2 * i1 - d1 - 1] += 0.5 * (z[i3][i2 - 1][i1 - 1] + z[i3 - 1][i2 - 1][i1 - 1]);
  }
}

static void rprj3(int m1k, int m2k, int m3k, int m1j, int m2j, int m3j)
{
  int j1, j2, j3, i1, i2, i3, d1, d2, d3;
  double x1[M], y1[M], x2, y2;
  d1 = (m1k == 3) ? 2 : 1;
  d2 = (m2k == 3) ? 2 : 1;
  d3 = (m3k == 3) ? 2 : 1;
#pragma bbmm
  for (j3 = 1; j3 < m3j - 1; j3++) {
    i3 = 2 * j3 - d3;
    for (j2 = 1; j2 < m2j - 1; j2++) {
      i2 = 2 * j2 - d2;
      for (j1 = 1; j1 < m1j; j1++) {
        i1 = 2 * j1 - d1;
        x1[i1] = r[i3 + 1][i2][i1] + r[i3 + 1][i2 + 2][i1] + r[i3][i2 + 1][i1] + r[i3 + 2][i2 + 1][i1];
        y1[i1] = r[i3][i2][i1] + r[i3 + 2][i2][i1] + r[i3][i2 + 2][i1] + r[i3 + 2][i2 + 2][i1];
      }
      for (j1 = 1; j1 < m1j - 1; j1++) {
        i1 = 2 * j1 - d1;
        y2 = r[i3][i2][i1 + 1] + r[i3 + 2][i2][i1 + 1] + r[i3][i2 + 2][i1 + 1] + r[i3 + 2][i2 + 2][i1 + 1];
        x2 = r[i3 + 1][i2][i1 + 1] + r[i3 + 1][i2 + 2][i1 + 1] + r[i3][i2 + 1][i1 + 1] + r[i3 + 2][i2 + 1][i1 + 1];
        s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1] + 0.25 * (r[i3 + 1][i2 + 1][i1] + r[i3 + 1][i2 + 1][i1 + 2] + x2)
                      + 0.125 * (x1[i1] + x1[i1 + 2] + y2) + 0.0625 * (y1[i1] + y1[i1 + 2]);
      }
    }
  }
}

int main(void)
{
  static const int cases[5][2] = { { 3, 3 }, { 4, 3 }, { 6, 4 }, { 10, 6 }, { 12, 7 } };
  int c, i, j, k;
  for (c = 0; c < 5; c++) {
    int nf = cases[c][0], nc = cases[c][1];
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) {
      z[i][j][k] = 0.125 * ((i + 2 * j + 3 * k) % 5);
      u[i][j][k] = 0.0;
      r[i][j][k] = 0.0625 * ((3 * i + j + 5 * k) % 7) - 0.1875;
      s[i][j][k] = 0.0;
    }
    interp(nc, nc, nc, nf, nf, nf);
    rprj3(nf, nf, nf, nc, nc, nc);
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) for (k = 0; k < M; k++) if (u[i][j][k] != 0.0 || s[i][j][k] != 0.0) printf("%d %d %d %a %a\n", i, j, k, u[i][j][k], s[i][j][k]);
  }
  return 0;
}
