/* 2-D full-weighting restriction and bilinear prolongation between n and 2n grids passed as array parameters with fixed inner extents, V-cycle over levels */
#include <stdio.h>
#define NC 9
#define NF 17
static double fine[NF][NF], coarse[NC][NC], fine2[NF][NF];

static void restrict_fw(int nc, double f[][NF], double c[][NC])
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nc - 1; i++)
    for (j = 1; j < nc - 1; j++)
      c[i][j] = 0.25 * f[2 * i][2 * j] + 0.125 * (f[2 * i - 1][2 * j] + f[2 * i + 1][2 * j] + f[2 * i][2 * j - 1] + f[2 * i][2 * j + 1])
              + 0.0625 * (f[2 * i - 1][2 * j - 1] + f[2 * i - 1][2 * j + 1] + f[2 * i + 1][2 * j - 1] + f[2 * i + 1][2 * j + 1]);
}

static void prolong(int nc, double c[][NC], double f[][NF])
{
  int i, j;
#pragma bbmm
  for (i = 0; i < nc - 1; i++)
    for (j = 0; j < nc - 1; j++) {
      f[2 * i][2 * j] += c[i][j];
      f[2 * i + 1][2 * j] += 0.5 * (c[i][j] + c[i + 1][j]);
      f[2 * i][2 * j + 1] += 0.5 * (c[i][j] + c[i][j + 1]);
      f[2 * i + 1][2 * j + 1] += 0.25 * (c[i][j] + c[i + 1][j] + c[i][j + 1] + c[i + 1][j + 1]);
    }
}

int main(void)
{
  int i, j, lev;
  for (i = 0; i < NF; i++) for (j = 0; j < NF; j++) { fine[i][j] = 0.00390625 * ((i * 11 + j * 7) % 31); fine2[i][j] = 0.0; }
  for (i = 0; i < NC; i++) for (j = 0; j < NC; j++) coarse[i][j] = 0.0;
  for (lev = 2; lev <= NC; lev += 3) {
    restrict_fw(lev, fine, coarse);
    prolong(lev, coarse, fine2);
    for (i = 0; i < NC; i++) for (j = 0; j < NC; j++) printf("%a\n", coarse[i][j]);
  }
  for (i = 0; i < NF; i++) for (j = 0; j < NF; j++) printf("%a\n", fine2[i][j]);
  return 0;
}
