/* per-point temporaries (rho_inv, ke, p) of an EOS loop whose last values the caller prints after the region, plus iterator values after */
#include <stdio.h>
#define N 9
static double q[N][N][4], pr[N][N];

int main(void)
{
  int i, j, c;
  double rho_inv = -1.0, ke = -1.0, p = -1.0;
  static const int sz[4][2] = { {0, 0}, {1, 3}, {4, 4}, {9, 7} };
  for (c = 0; c < 4; c++) {
    int nx = sz[c][0], ny = sz[c][1];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { q[i][j][0] = 1.0 + 0.125 * ((i + j) % 3); q[i][j][1] = 0.25 * (i % 4); q[i][j][2] = 0.5 * (j % 3); q[i][j][3] = 3.0 + 0.0625 * (i * j % 5); pr[i][j] = 0.0; }
#pragma bbmm
    for (i = 0; i < nx; i++)
      for (j = 0; j < ny; j++) {
        rho_inv = 1.0 / q[i][j][0];
        ke = 0.5 * (q[i][j][1] * q[i][j][1] + q[i][j][2] * q[i][j][2]) * rho_inv;
        p = 0.4 * (q[i][j][3] - ke);
        pr[i][j] = p;
      }
    printf("%d %d %a %a %a\n", i, j, rho_inv, ke, p);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", pr[i][j]);
  }
  return 0;
}
