/* LBM/CFD obstacle mask: unsigned char flag array drives conditions (if (!obst[i][j])) in a relaxation with bounce-back branch, float fields with double constants */
#include <stdio.h>
#define N 12
static unsigned char obst[N][N];
static float f[N][N], g[N][N];

static void relax(int n, float omega)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++) {
        if (!obst[i][j])
          g[i][j] = f[i][j] + omega * (0.25 * (f[i - 1][j] + f[i + 1][j] + f[i][j - 1] + f[i][j + 1]) - f[i][j]);
        else
          g[i][j] = -f[i][j];
      }
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        f[i][j] = obst[i][j] & 1 ? 0.0f : g[i][j];
  }
}

int main(void)
{
  int i, j, c, t;
  static const int sz[4] = { 2, 3, 7, 12 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { obst[i][j] = (unsigned char)(((i - 5) * (i - 5) + (j - 6) * (j - 6) < 5) ? 1 : (i * j % 7 == 3) ? 2 : 0); f[i][j] = 0.1f * (float)((i + 2 * j) % 5); g[i][j] = 0.0f; }
    for (t = 0; t < 3; t++) relax(sz[c], 1.3f);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", (double)f[i][j], (double)g[i][j]);
  }
  return 0;
}
