/* time loop inside one region: interior update then four periodic boundary-edge loops and corners, edges read the freshly updated interior */
#include <stdio.h>
#define N 12
static double a[N][N], b[N][N];

static void run(int n, int nt, double nu)
{
  int t, i, j;
#pragma bbmm
  for (t = 0; t < nt; t++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        b[i][j] = a[i][j] + nu * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4.0 * a[i][j]);
    for (j = 1; j < n - 1; j++) {
      b[0][j] = b[n - 2][j];
      b[n - 1][j] = b[1][j];
    }
    for (i = 1; i < n - 1; i++) {
      b[i][0] = b[i][n - 2];
      b[i][n - 1] = b[i][1];
    }
    b[0][0] = b[n - 2][n - 2];
    b[0][n - 1] = b[n - 2][1];
    b[n - 1][0] = b[1][n - 2];
    b[n - 1][n - 1] = b[1][1];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] = b[i][j];
  }
}

int main(void)
{
  int i, j, c;
  static const int sz[4] = { 3, 4, 7, 12 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = ((i * 3 + j * 5) % 7 == 0) ? 1.0 : 0.0; b[i][j] = -2.0; }
    run(sz[c], 1 + c, 0.2);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
