/* scalar tridiagonal (SP-style) for each of 5 components: m outer, forward elimination along i with fac1 private scalar, back substitution, j lines */
#include <stdio.h>
#define NI 10
#define NJ 6
static double lhs[NJ][NI][3], rhs[NJ][NI][5];

static void solve(int ni, int nj)
{
  int m, j, i;
  double fac1;
#pragma bbmm
  for (m = 0; m < 5; m++)
    for (j = 0; j < nj; j++) {
      for (i = 1; i < ni; i++) {
        fac1 = lhs[j][i][0] / lhs[j][i-1][1];
        rhs[j][i][m] = rhs[j][i][m] - fac1 * rhs[j][i-1][m];
      }
      rhs[j][ni-1 < 0 ? 0 : ni-1][m] = rhs[j][ni-1 < 0 ? 0 : ni-1][m] / lhs[j][ni-1 < 0 ? 0 : ni-1][1];
      for (i = ni - 2; i >= 0; i--)
        rhs[j][i][m] = (rhs[j][i][m] - lhs[j][i][2] * rhs[j][i+1][m]) / lhs[j][i][1];
    }
}

int main(void)
{
  int sz[][2] = { {10, 6}, {1, 6}, {2, 1}, {0, 3}, {7, 4} };
  int t, j, i, m;
  for (t = 0; t < 5; t++) {
    for (j = 0; j < NJ; j++) for (i = 0; i < NI; i++) {
      lhs[j][i][0] = -0.5 - 0.0625 * ((i + j) % 3);
      lhs[j][i][1] = 3.0 + 0.125 * (i % 4);
      lhs[j][i][2] = -0.75;
      for (m = 0; m < 5; m++) rhs[j][i][m] = 0.25 * ((i * 3 + j * 5 + m * 7 + t) % 11);
    }
    solve(sz[t][0], sz[t][1]);
    double s = 0.0;
    for (j = 0; j < NJ; j++) for (i = 0; i < NI; i++) for (m = 0; m < 5; m++) s += rhs[j][i][m] * (1 + m + i % 3);
    printf("%d %a %a\n", t, s, rhs[0][0][0]);
  }
  return 0;
}
