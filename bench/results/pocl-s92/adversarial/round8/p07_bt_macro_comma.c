/* BT block matvec_sub written as macros whose body is a comma expression of assignments, applied along a line */
#include <stdio.h>
#define N 9
#define MV1(a, b, c, m) c[m] = c[m] - a[m][0] * b[0] - a[m][1] * b[1] - a[m][2] * b[2] - a[m][3] * b[3] - a[m][4] * b[4]
#define MATVEC_SUB(a, b, c) (MV1(a, b, c, 0), MV1(a, b, c, 1), MV1(a, b, c, 2), MV1(a, b, c, 3), MV1(a, b, c, 4))
static double lhs[N][N][5][5], rhs[N][N][5];

static void solve(int nx, int ny)
{
  int i, j;
#pragma bbmm
  for (j = 0; j < ny; j++)
    for (i = 1; i < nx; i++)
      MATVEC_SUB(lhs[j][i], rhs[j][i - 1], rhs[j][i]);
}

int main(void)
{
  int i, j, m, n, t;
  static const int sz[5] = { 0, 1, 2, 5, 9 };
  for (t = 0; t < 5; t++) {
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) {
      rhs[j][i][m] = 0.5 * ((i + j * 2 + m) % 4);
      for (n = 0; n < 5; n++) lhs[j][i][m][n] = 0.03125 * ((i * 3 + j + m * 5 + n * 7) % 9) - 0.125;
    }
    solve(sz[t], sz[(t + 2) % 5]);
    for (j = 0; j < N; j++) for (i = 0; i < N; i++) for (m = 0; m < 5; m++) printf("%a\n", rhs[j][i][m]);
  }
  return 0;
}
