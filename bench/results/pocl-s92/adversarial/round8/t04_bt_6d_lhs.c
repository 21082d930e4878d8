/* BT 6-D lhs[K][J][I][3][5][5] initialised (lhsinit) and filled from u with AA/BB/CC blocks in a parallel nest */
#include <stdio.h>
#define K 3
#define J 4
#define I 5
#define AA 0
#define BB 1
#define CC 2
static double lhs[K][J][I][3][5][5], u[K][J][I][5];

static void lhsinit_fill(int nk, int nj, int ni, double dt)
{
  int i, j, k, m, n;
#pragma bbmm
  for (k = 0; k < nk; k++)
    for (j = 0; j < nj; j++)
      for (i = 0; i < ni; i++)
        for (m = 0; m < 5; m++)
          for (n = 0; n < 5; n++) {
            lhs[k][j][i][AA][m][n] = -dt * u[k][j][i][n] * (m == n ? 1.0 : 0.5);
            lhs[k][j][i][BB][m][n] = (m == n ? 1.0 : 0.0) + 2.0 * dt * u[k][j][i][m];
            lhs[k][j][i][CC][m][n] = dt * u[k][j][i][(m + n) % 5];
          }
}

int main(void)
{
  int i, j, k, b, m, n, c;
  static const int sz[3][3] = { {1, 1, 1}, {3, 2, 5}, {2, 4, 3} };
  for (k = 0; k < K; k++) for (j = 0; j < J; j++) for (i = 0; i < I; i++) for (m = 0; m < 5; m++) u[k][j][i][m] = 0.125 * ((k + j * 2 + i * 3 + m) % 7);
  for (c = 0; c < 3; c++) {
    for (k = 0; k < K; k++) for (j = 0; j < J; j++) for (i = 0; i < I; i++) for (b = 0; b < 3; b++) for (m = 0; m < 5; m++) for (n = 0; n < 5; n++) lhs[k][j][i][b][m][n] = -7.0;
    lhsinit_fill(sz[c][0], sz[c][1], sz[c][2], 0.01 * (c + 1));
    for (k = 0; k < K; k++) for (j = 0; j < J; j++) for (i = 0; i < I; i++) for (b = 0; b < 3; b++) for (m = 0; m < 5; m++) for (n = 0; n < 5; n++) printf("%a\n", lhs[k][j][i][b][m][n]);
  }
  return 0;
}
