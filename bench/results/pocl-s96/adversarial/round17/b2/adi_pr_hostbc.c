/* Peaceman-Rachford ADI 2-D heat: x-sweep then y-sweep (full cp/dp scratch arrays, variable diffusivity), host writes time-dependent Dirichlet boundaries between the sweeps and reads a centre probe */
#include <stdio.h>
#define N 18
static double u[N][N], w[N][N], cp[N][N], dp[N][N], dif[N][N];

static void xsweep(int n, double r)
{
  int i, j;
  double a, b, m;
#pragma bbmm
  {
    for (j = 1; j < n - 1; j++) { cp[0][j] = 0.0; dp[0][j] = u[0][j]; }
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++) {
        a = -r * dif[i][j];
        b = 1.0 + 2.0 * r * dif[i][j];
        m = b - a * cp[i - 1][j];
        cp[i][j] = a / m;
        dp[i][j] = (u[i][j] + r * dif[i][j] * (u[i][j - 1] - 2.0 * u[i][j] + u[i][j + 1]) - a * dp[i - 1][j]) / m;
      }
    for (j = 1; j < n - 1; j++) w[n - 1][j] = u[n - 1][j];
    for (i = n - 2; i >= 1; i--)
      for (j = 1; j < n - 1; j++)
        w[i][j] = dp[i][j] - cp[i][j] * w[i + 1][j];
  }
}

static void ysweep(int n, double r)
{
  int i, j;
  double a, b, m;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++) { cp[i][0] = 0.0; dp[i][0] = w[i][0]; }
    for (j = 1; j < n - 1; j++)
      for (i = 1; i < n - 1; i++) {
        a = -r * dif[i][j];
        b = 1.0 + 2.0 * r * dif[i][j];
        m = b - a * cp[i][j - 1];
        cp[i][j] = a / m;
        dp[i][j] = (w[i][j] + r * dif[i][j] * (w[i - 1][j] - 2.0 * w[i][j] + w[i + 1][j]) - a * dp[i][j - 1]) / m;
      }
    for (i = 1; i < n - 1; i++) u[i][n - 1] = w[i][n - 1];
    for (j = n - 2; j >= 1; j--)
      for (i = 1; i < n - 1; i++)
        u[i][j] = dp[i][j] - cp[i][j] * u[i][j + 1];
  }
}

int main(void)
{
  static const int sz[5] = { 2, 3, 4, 7, 18 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    double probe = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; w[i][j] = 0.0; cp[i][j] = 0.0; dp[i][j] = 0.0; dif[i][j] = 0.5 + 0.125 * ((i + 2 * j) % 5); }
    for (t = 0; t < 5; t++) {
      for (i = 0; i < n; i++) { u[i][0] = 1.0 + 0.25 * t; u[i][n - 1] = 0.0; w[i][0] = u[i][0]; w[i][n - 1] = 0.0; }
      for (j = 0; j < n; j++) { u[0][j] = 0.5; u[n - 1][j] = 0.0; w[0][j] = 0.5; w[n - 1][j] = 0.0; }
      xsweep(n, 0.3);
      ysweep(n, 0.3);
      probe += u[n / 2][n / 2];
      printf("t %d probe %a\n", t, probe);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], w[i][j]);
  }
  return 0;
}
