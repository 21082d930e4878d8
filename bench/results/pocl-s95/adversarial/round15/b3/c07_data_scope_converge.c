/* data scope around a do/while convergence loop: two regions per iteration, the residual sum returned as a scalar, host reads a centre value after update host */
#include <stdio.h>
#include <math.h>
#define N 18
static double u[N][N], v[N][N];

static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      v[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
}

static double copy_res(int n)
{
  int i, j;
  double s = 0.0;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++) {
      s += (v[i][j] - u[i][j]) * (v[i][j] - u[i][j]);
      u[i][j] = v[i][j];
    }
  return s;
}

int main(void)
{
  int ns[] = { 18, 3, 2, 7 };
  int t, i, j;
  for (t = 0; t < 4; t++) {
    int n = ns[t], it = 0;
    double err, centre = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (j == 0) ? 1.0 + 0.0625 * i : 0.0; v[i][j] = u[i][j]; }
#pragma bbmm data(u, v)
    do {
      step(n);
      err = sqrt(copy_res(n) / (n * n));
      it++;
#pragma bbmm update host(u)
      centre = u[n / 2][n / 2];
    } while (err > 1e-3 && it < 30);
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += u[i][j] + v[i][j];
    printf("%d %d %a %a %a\n", n, it, err, centre, s);
  }
  return 0;
}
