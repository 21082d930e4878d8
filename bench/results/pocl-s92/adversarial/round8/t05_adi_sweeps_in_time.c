/* ADI time loop inside one region: x-sweep (serial i, parallel j) then y-sweep (serial j, parallel i) forward/backward Thomas with constant coefficients */
#include <stdio.h>
#define N 24
static double u[N][N], cp[N][N], dp[N][N];

static void adi(int n, int nt, double r)
{
  int t, i, j;
  double a = -r, b = 1.0 + 2.0 * r, c = -r, m;
#pragma bbmm
  for (t = 0; t < nt; t++) {
    for (j = 0; j < n; j++) { cp[0][j] = c / b; dp[0][j] = u[0][j] / b; }
    for (i = 1; i < n; i++)
      for (j = 0; j < n; j++) {
        m = b - a * cp[i - 1][j];
        cp[i][j] = c / m;
        dp[i][j] = (u[i][j] - a * dp[i - 1][j]) / m;
      }
    for (j = 0; j < n; j++) u[n - 1][j] = dp[n - 1][j];
    for (i = n - 2; i >= 0; i--)
      for (j = 0; j < n; j++)
        u[i][j] = dp[i][j] - cp[i][j] * u[i + 1][j];
    for (i = 0; i < n; i++) { cp[i][0] = c / b; dp[i][0] = u[i][0] / b; }
    for (j = 1; j < n; j++)
      for (i = 0; i < n; i++) {
        m = b - a * cp[i][j - 1];
        cp[i][j] = c / m;
        dp[i][j] = (u[i][j] - a * dp[i][j - 1]) / m;
      }
    for (i = 0; i < n; i++) u[i][n - 1] = dp[i][n - 1];
    for (j = n - 2; j >= 0; j--)
      for (i = 0; i < n; i++)
        u[i][j] = dp[i][j] - cp[i][j] * u[i][j + 1];
  }
}

int main(void)
{
  int i, j, c;
  static const int sz[4] = { 1, 2, 5, 24 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = ((i * 5 + j * 3) % 11 == 0) ? 1.0 : 0.0; cp[i][j] = dp[i][j] = 0.0; }
    adi(sz[c], 3, 0.4);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", u[i][j], cp[i][j]);
  }
  return 0;
}
