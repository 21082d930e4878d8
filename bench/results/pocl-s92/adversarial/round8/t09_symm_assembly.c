/* symmetric stiffness assembly: chained a[i][j] = a[j][i] = k(x_i, x_j) over the lower triangle j <= i with exp kernel, diagonal shift after */
#include <stdio.h>
#include <math.h>
#define N 16
static double K[N][N], x[N];

static void assemble(int n, double ell, double nug)
{
  int i, j;
#pragma bbmm
  {
    for (i = 0; i < n; i++)
      for (j = 0; j <= i; j++)
        K[i][j] = K[j][i] = exp(-0.5 * (x[i] - x[j]) * (x[i] - x[j]) / (ell * ell));
    for (i = 0; i < n; i++)
      K[i][i] = K[i][i] + nug;
  }
}

int main(void)
{
  int i, j, c;
  static const int sz[4] = { 0, 1, 5, 16 };
  for (i = 0; i < N; i++) x[i] = 0.125 * i;
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) K[i][j] = -1.0;
    assemble(sz[c], 0.5, 1e-3);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", K[i][j]);
  }
  return 0;
}
