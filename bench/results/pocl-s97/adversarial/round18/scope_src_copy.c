/* explicit scope: read-only forcing array replaced by memcpy from a host table every 4th step (update host, memcpy, update device) while the stencil nest replays */
#include <stdio.h>
#include <string.h>
#define N 32
static double u[N][N], v[N][N], src[N][N], tab[3][N][N];

int main(void)
{
  int n = N, i, j, t, m;
  for (m = 0; m < 3; m++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) tab[m][i][j] = (double)((i * (m + 1) + j * (m + 2)) % 9) * 0.01;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; v[i][j] = 0.0; src[i][j] = tab[0][i][j]; }
#pragma bbmm data(u, v, src)
  for (t = 0; t < 120; t++) {
    if (t % 4 == 0) {
#pragma bbmm update host(src)
      memcpy(src, tab[(t / 4) % 3], sizeof src);
#pragma bbmm update device(src)
    }
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        v[i][j] = 0.9 * u[i][j] + 0.025 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]) + src[i][j];
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = v[i][j] - src[i][j] * 0.5;
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  return 0;
}
