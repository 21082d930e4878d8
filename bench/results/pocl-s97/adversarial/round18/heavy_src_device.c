/* heavy per-point kernel (matrix product) in an explicit scope reading a host-rewritten matrix each step via update host / update device */
#include <stdio.h>
#define N 64
static double u[N][N], v[N][N], m[N][N];

int main(void)
{
  int n = N, i, j, k, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i + 2 * j) % 7) / 7.0; v[i][j] = 0.0; m[i][j] = 0.0; }
#pragma bbmm data(u, v, m)
  for (t = 0; t < 40; t++) {
#pragma bbmm update host(m)
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) m[i][j] = (double)((i * 3 + j * 5 + t) % 13) / (13.0 * n);
#pragma bbmm update device(m)
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        double s = 0.0;
        for (k = 0; k < n; k++)
          s += u[i][k] * m[k][j];
        v[i][j] = s;
      }
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        u[i][j] = 0.5 * u[i][j] + v[i][j];
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  return 0;
}
