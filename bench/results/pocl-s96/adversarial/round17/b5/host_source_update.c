/* heat with a moving source: a host helper rewrites the read-only source array src (global) each step, a second helper scales coefficient kap only on some steps, regions only read them */
#include <stdio.h>
#define N 18
static double u[N][N], un[N][N], src[N][N], kap[N][N];

static void set_source(int n, int t)
{
  int i, j;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) src[i][j] = 0.0;
  if (n > 0) src[t % n][(2 * t) % n] = 1.0;
}

static void scale_kap(int n, double s)
{
  int i, j;
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) kap[i][j] *= s;
}

static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      un[i][j] = u[i][j] + kap[i][j] * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]) + src[i][j];
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i][j] = un[i][j];
}

int main(void)
{
  static const int sz[5] = { 1, 3, 4, 10, 18 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; un[i][j] = 0.0; kap[i][j] = 0.2; src[i][j] = 0.0; }
    for (t = 0; t < 8; t++) {
      set_source(n, t);
      if (t % 3 == 1) scale_kap(n, 0.5);
      step(n);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
