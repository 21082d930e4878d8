/* SP-style serial i loop holding two bbmm regions and int/double scalar assignments (i1, i2, ru) between them: region grow with several regions */
#include <stdio.h>
#define N 9
static double lhs[N][N][3], rhs[N][N], w[N][N];

static void solve(int nx, int ny)
{
  int i, j, i1, i2;
  double ru;
  for (i = 0; i < nx - 2; i++) {
    i1 = i + 1;
    i2 = i + 2;
    ru = 0.5 + 0.125 * i;
#pragma bbmm
    for (j = 1; j < ny - 1; j++) {
      lhs[i1][j][1] = lhs[i1][j][1] - ru * lhs[i][j][2];
      rhs[i1][j] = rhs[i1][j] - lhs[i1][j][0] * rhs[i][j];
    }
    ru = ru * 2.0;
#pragma bbmm
    for (j = 1; j < ny - 1; j++) {
      w[i2][j] = w[i][j] + ru * rhs[i1][j];
    }
  }
}

int main(void)
{
  int i, j, m, c;
  static const int sz[4][2] = { {2, 4}, {3, 3}, {9, 9}, {6, 2} };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { rhs[i][j] = 0.5 * ((i + j) % 4); w[i][j] = 0.25 * (i % 3); for (m = 0; m < 3; m++) lhs[i][j][m] = 1.0 + 0.125 * ((i * 3 + j + m) % 5); }
    solve(sz[c][0], sz[c][1]);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a %a\n", rhs[i][j], w[i][j], lhs[i][j][1]);
  }
  return 0;
}
