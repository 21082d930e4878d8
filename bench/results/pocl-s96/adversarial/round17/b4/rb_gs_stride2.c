/* red-black Gauss-Seidel written with stride-2 inner loops whose start depends on the row parity, j = 1 + (i + color) % 2, plus a restriction with i/2 and a residual norm on the host */
#include <stdio.h>
#include <math.h>
#define N 34
static double u[N][N], f[N][N], r[N][N];

static void rbgs(int n, int color)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1 + (i + color) % 2; j < n - 1; j += 2)
      u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
}

static double resid(int n)
{
  int i, j;
  double s = 0.0;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      r[i][j] = f[i][j] - (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]);
  for (i = 1; i < n - 1; i++) for (j = 1; j < n - 1; j++) s += r[i][j] * r[i][j];
  return sqrt(s);
}

int main(void)
{
  static const int sz[6] = { 2, 3, 4, 5, 18, 34 };
  int c, i, j, it;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; f[i][j] = ((i * j) % 5 == 1) ? 0.5 : 0.0; r[i][j] = 0.0; }
    for (it = 0; it < 6; it++) {
      rbgs(n, 0);
      rbgs(n, 1);
      printf("n %d it %d %a\n", n, it, resid(n));
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
