/* explicit scope: host recomputes a 48x48 coefficient array every step (update host, write, update device) while the big stencil reads it */
#include <stdio.h>
#define N 48
static double u[N][N], v[N][N], k[N][N];

int main(void)
{
  int n = N, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (double)((i + j) % 5); v[i][j] = 0.0; k[i][j] = 0.1; }
#pragma bbmm data(u, v, k)
  for (t = 0; t < 60; t++) {
#pragma bbmm update host(k)
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) k[i][j] = 0.05 + 0.001 * (double)((i * 3 + j + t) % 11);
#pragma bbmm update device(k)
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        v[i][j] = u[i][j] + k[i][j] * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = v[i][j] + k[j][i] * 0.01;
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  return 0;
}
