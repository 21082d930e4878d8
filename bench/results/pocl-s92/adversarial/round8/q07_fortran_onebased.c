/* Fortran-translated code: 1-based a[N+1][N+1] with i<=n inclusive, column-major a[j][i] (i fastest), DO-loop style coefficient arrays cx(i) */
#include <stdio.h>
#define NMAX 10
static double a[NMAX + 1][NMAX + 1], anew[NMAX + 1][NMAX + 1], cx[NMAX + 1], cy[NMAX + 1];

static void relax(int n, int m)
{
  int i, j;
#pragma bbmm
  {
    for (j = 2; j <= m - 1; j++)
      for (i = 2; i <= n - 1; i++)
        anew[j][i] = cx[i] * (a[j][i - 1] + a[j][i + 1]) + cy[j] * (a[j - 1][i] + a[j + 1][i]);
    for (j = 2; j <= m - 1; j++)
      for (i = 2; i <= n - 1; i++)
        a[j][i] = anew[j][i];
    for (i = 1; i <= n; i++) {
      a[1][i] = a[2][i];
      a[m][i] = a[m - 1][i];
    }
    for (j = 1; j <= m; j++) {
      a[j][1] = a[j][2];
      a[j][n] = a[j][n - 1];
    }
  }
}

int main(void)
{
  int i, j, c, it;
  static const int sz[5][2] = { {1, 1}, {2, 2}, {3, 5}, {10, 10}, {6, 9} };
  for (i = 0; i <= NMAX; i++) { cx[i] = 0.25 + 0.0625 * (i % 3); cy[i] = 0.5 - cx[i]; }
  for (c = 0; c < 5; c++) {
    for (j = 0; j <= NMAX; j++) for (i = 0; i <= NMAX; i++) { a[j][i] = (i + 2 * j) % 5 * 0.125; anew[j][i] = 0.0; }
    for (it = 0; it < 2; it++) relax(sz[c][0], sz[c][1]);
    for (j = 0; j <= NMAX; j++) for (i = 0; i <= NMAX; i++) printf("%a %a\n", a[j][i], anew[j][i]);
  }
  return 0;
}
