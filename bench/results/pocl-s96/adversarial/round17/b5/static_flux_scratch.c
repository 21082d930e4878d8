/* finite-volume 2-D step function with a static local flux scratch array (kept across calls), global residual scalar written by a region and read by the host to pick the next dt, called in a time loop */
#include <stdio.h>
#define N 20
static double q[N][N], qn[N][N];
static double g_res;

static void fv_step(int n, double dt)
{
  static double fx[N + 1][N], fy[N][N + 1];
  int i, j;
#pragma bbmm
  for (i = 0; i <= n; i++)
    for (j = 0; j < n; j++)
      fx[i][j] = (i == 0 || i == n) ? 0.0 : 0.5 * (q[i - 1][j] + q[i][j]) - 0.5 * (q[i][j] - q[i - 1][j]);
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j <= n; j++)
      fy[i][j] = (j == 0 || j == n) ? 0.0 : 0.25 * (q[i][j - 1] + q[i][j]) - 0.5 * (q[i][j] - q[i][j - 1]);
  g_res = 0.0;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      qn[i][j] = q[i][j] - dt * (fx[i + 1][j] - fx[i][j] + fy[i][j + 1] - fy[i][j]);
      g_res += (qn[i][j] - q[i][j]) * (qn[i][j] - q[i][j]);
    }
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      q[i][j] = qn[i][j];
}

int main(void)
{
  static const int sz[5] = { 0, 1, 2, 9, 20 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    double dt = 0.2;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { q[i][j] = ((i - 5) * (i - 5) + (j - 7) * (j - 7) < 10) ? 1.0 : 0.0; qn[i][j] = 0.0; }
    for (t = 0; t < 6; t++) {
      fv_step(n, dt);
      if (g_res > 0.5) dt *= 0.5; else dt *= 1.0625;
      printf("n %d t %d res %a dt %a\n", n, t, g_res, dt);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", q[i][j]);
  }
  return 0;
}
