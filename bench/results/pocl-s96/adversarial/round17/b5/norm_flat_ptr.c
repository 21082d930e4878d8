/* Jacobi sweep in a while-style convergence loop; host norm helper walks the kept array through a flattened pointer (&u[0][0] + k) and a row pointer zeroes the last row between regions */
#include <stdio.h>
#include <math.h>
#define N 16
static double u[N][N], v[N][N], f[N][N];

static double flatnorm(const double *p, int count)
{
  int k;
  double s = 0.0;
  for (k = 0; k < count; k++) s += p[k] * p[k];
  return sqrt(s);
}

static void sweep(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + f[i][j]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i][j] = v[i][j];
}

int main(void)
{
  static const int sz[4] = { 2, 3, 7, 16 };
  int c, i, j, it;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double nrm = 1.0, old = 0.0;
    double *row;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (j == 0) ? 1.0 : 0.0; v[i][j] = 0.0; f[i][j] = 0.0625 * ((i * j) % 3); }
    it = 0;
    while (fabs(nrm - old) > 1e-3 && it < 20) {
      old = nrm;
      sweep(n);
      nrm = flatnorm(&u[0][0], N * n);
      row = u[n - 1];
      for (j = 0; j < n; j++) row[j] = 0.5 * row[j];
      printf("it %d nrm %a\n", it, nrm);
      it++;
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
