/* MG interp prolongation coarse->fine with z1/z2/z3 scratch rows and += into 2*i-1, 2*i of the fine grid */
#include <stdio.h>
#define MC 8
#define MF 14
static double z[MC][MC][MC], u[MF][MF][MF];
static double z1[MC], z2[MC], z3[MC];

static void interp(int mm1, int mm2, int mm3)
{
  int i3, i2, i1;
#pragma bbmm
  for (i3 = 0; i3 < mm3 - 1; i3++) {
    for (i2 = 0; i2 < mm2 - 1; i2++) {
      for (i1 = 0; i1 < mm1; i1++) {
        z1[i1] = z[i3][i2 + 1][i1] + z[i3][i2][i1];
        z2[i1] = z[i3 + 1][i2][i1] + z[i3][i2][i1];
        z3[i1] = z[i3 + 1][i2 + 1][i1] + z[i3 + 1][i2][i1] + z1[i1];
      }
      for (i1 = 0; i1 < mm1 - 1; i1++) {
        u[2 * i3][2 * i2][2 * i1] = u[2 * i3][2 * i2][2 * i1] + z[i3][i2][i1];
        u[2 * i3][2 * i2][2 * i1 + 1] = u[2 * i3][2 * i2][2 * i1 + 1] + 0.5 * (z[i3][i2][i1 + 1] + z[i3][i2][i1]);
      }
      for (i1 = 0; i1 < mm1 - 1; i1++) {
        u[2 * i3][2 * i2 + 1][2 * i1] = u[2 * i3][2 * i2 + 1][2 * i1] + 0.5 * z1[i1];
        u[2 * i3][2 * i2 + 1][2 * i1 + 1] = u[2 * i3][2 * i2 + 1][2 * i1 + 1] + 0.25 * (z1[i1] + z1[i1 + 1]);
      }
      for (i1 = 0; i1 < mm1 - 1; i1++) {
        u[2 * i3 + 1][2 * i2][2 * i1] = u[2 * i3 + 1][2 * i2][2 * i1] + 0.5 * z2[i1];
        u[2 * i3 + 1][2 * i2][2 * i1 + 1] = u[2 * i3 + 1][2 * i2][2 * i1 + 1] + 0.25 * (z2[i1] + z2[i1 + 1]);
      }
      for (i1 = 0; i1 < mm1 - 1; i1++) {
        u[2 * i3 + 1][2 * i2 + 1][2 * i1] = u[2 * i3 + 1][2 * i2 + 1][2 * i1] + 0.25 * z3[i1];
        u[2 * i3 + 1][2 * i2 + 1][2 * i1 + 1] = u[2 * i3 + 1][2 * i2 + 1][2 * i1 + 1] + 0.125 * (z3[i1] + z3[i1 + 1]);
      }
    }
  }
}

int main(void)
{
  int i, j, k, t;
  static const int lv[5] = { 1, 2, 3, 5, 7 };
  for (t = 0; t < 5; t++) {
    for (k = 0; k < MC; k++) for (j = 0; j < MC; j++) for (i = 0; i < MC; i++) z[k][j][i] = 0.0078125 * ((k * 5 + j * 3 + i * 11 + t) % 17);
    for (k = 0; k < MF; k++) for (j = 0; j < MF; j++) for (i = 0; i < MF; i++) u[k][j][i] = 0.25 * ((k + j + i) % 3);
    interp(lv[t], lv[t] == 1 ? 2 : lv[t], lv[t] + 1 > MC ? MC : lv[t] + 1);
    for (k = 0; k < MF; k++) for (j = 0; j < MF; j++) for (i = 0; i < MF; i++) printf("%a\n", u[k][j][i]);
    for (i = 0; i < MC; i++) printf("z %a %a %a\n", z1[i], z2[i], z3[i]);
  }
  return 0;
}
