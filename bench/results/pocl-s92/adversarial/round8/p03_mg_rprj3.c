/* MG rprj3 restriction fine->coarse with x1/y1 scratch rows, i3 = 2*j3-d3 scalars, d1 from m1k, then comm3 periodic boundary loops */
#include <stdio.h>
#define NF 18
#define NC 10
static double r[NF][NF][NF], s[NC][NC][NC];
static double x1[NF], y1[NF];

static void rprj3(int m1k, int m2k, int m3k, int m1j, int m2j, int m3j)
{
  int j3, j2, j1, i3, i2, i1, d1, d2, d3;
  double x2, y2;
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
        s[j3][j2][j1] = 0.5 * r[i3 + 1][i2 + 1][i1 + 1] + 0.25 * (r[i3 + 1][i2 + 1][i1] + r[i3 + 1][i2 + 1][i1 + 2] + x2) + 0.125 * (x1[i1] + x1[i1 + 2] + y2) + 0.0625 * (y1[i1] + y1[i1 + 2]);
      }
    }
  }
#pragma bbmm
  {
    for (j3 = 1; j3 < m3j - 1; j3++)
      for (j2 = 1; j2 < m2j - 1; j2++) {
        s[j3][j2][0] = s[j3][j2][m1j - 2];
        s[j3][j2][m1j - 1] = s[j3][j2][1];
      }
    for (j3 = 1; j3 < m3j - 1; j3++)
      for (j1 = 0; j1 < m1j; j1++) {
        s[j3][0][j1] = s[j3][m2j - 2][j1];
        s[j3][m2j - 1][j1] = s[j3][1][j1];
      }
    for (j2 = 0; j2 < m2j; j2++)
      for (j1 = 0; j1 < m1j; j1++) {
        s[0][j2][j1] = s[m3j - 2][j2][j1];
        s[m3j - 1][j2][j1] = s[1][j2][j1];
      }
  }
}

int main(void)
{
  int i, j, k, t;
  static const int lv[4] = { 3, 4, 6, 10 };
  for (t = 0; t < 4; t++) {
    int mc = lv[t], mf = 2 * mc - 2;
    for (k = 0; k < NF; k++) for (j = 0; j < NF; j++) for (i = 0; i < NF; i++) r[k][j][i] = 0.001953125 * ((k * 13 + j * 7 + i * 3 + t) % 29) - 0.02;
    for (k = 0; k < NC; k++) for (j = 0; j < NC; j++) for (i = 0; i < NC; i++) s[k][j][i] = -1.0;
    for (i = 0; i < NF; i++) x1[i] = y1[i] = 0.0;
    if (mf < 3) mf = 3;
    rprj3(mf, mf, mf, mc, mc, mc);
    for (k = 0; k < NC; k++) for (j = 0; j < NC; j++) for (i = 0; i < NC; i++) printf("%a\n", s[k][j][i]);
    for (i = 0; i < NF; i++) printf("x %a %a\n", x1[i], y1[i]);
  }
  return 0;
}
