/* 3-D Jacobi with residual reduction returned by the step function, driven by a host while (res > tol && it < maxit) loop, sizes vary */
#include <stdio.h>
#include <math.h>
#define N 10
static double u[N][N][N], un[N][N][N], f[N][N][N];

static double jacobi_step(int n, double h2)
{
  int i, j, k;
  double res = 0.0, d;
#pragma bbmm
  {
    for (k = 1; k < n - 1; k++)
      for (j = 1; j < n - 1; j++)
        for (i = 1; i < n - 1; i++)
          un[k][j][i] = (u[k - 1][j][i] + u[k + 1][j][i] + u[k][j - 1][i] + u[k][j + 1][i] + u[k][j][i - 1] + u[k][j][i + 1] - h2 * f[k][j][i]) / 6.0;
    for (k = 1; k < n - 1; k++)
      for (j = 1; j < n - 1; j++)
        for (i = 1; i < n - 1; i++) {
          d = un[k][j][i] - u[k][j][i];
          res = res + d * d;
          u[k][j][i] = un[k][j][i];
        }
  }
  return sqrt(res);
}

int main(void)
{
  int i, j, k, c, it;
  static const int sz[4] = { 2, 3, 6, 10 };
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double res = 1.0, h = 1.0 / (n + 1);
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) { u[k][j][i] = (k == 0) ? 1.0 : 0.0; un[k][j][i] = 0.0; f[k][j][i] = 0.5 * ((i + j + k) % 2); }
    it = 0;
    while (res > 1e-3 && it < 6) {
      res = jacobi_step(n, h * h);
      it++;
      printf("it %d res %a\n", it, res);
    }
    for (k = 0; k < N; k++) for (j = 0; j < N; j++) for (i = 0; i < N; i++) printf("%a\n", u[k][j][i]);
  }
  return 0;
}
