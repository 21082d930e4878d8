/* SOR time loop where the norm region runs only every third step (region under an if in the loop), and the host flips the sweep direction by calling one of two regions depending on the parity */
#include <stdio.h>
#include <math.h>
#define N 16
static double u[N][N], f[N][N];

static void sweep_fwd(int n, double w)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i][j] += w * (0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]) - u[i][j]);
}

static void sweep_bwd(int n, double w)
{
  int i, j;
#pragma bbmm
  for (i = n - 2; i >= 1; i--)
    for (j = n - 2; j >= 1; j--)
      u[i][j] += w * (0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]) - u[i][j]);
}

static double norm(int n)
{
  int i, j;
  double s = 0.0, r;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++) {
      r = u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j] - f[i][j];
      s += r * r;
    }
  return sqrt(s);
}

int main(void)
{
  static const int sz[4] = { 2, 3, 8, 16 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == n - 1) ? 1.0 : 0.0; f[i][j] = ((i + j) % 4 == 0) ? 0.125 : 0.0; }
    for (t = 0; t < 10; t++) {
      if (t % 2 == 0) sweep_fwd(n, 1.3); else sweep_bwd(n, 1.3);
      if (t % 3 == 2) printf("t %d norm %a\n", t, norm(n));
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
