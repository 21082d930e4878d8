/* Jacobi 2-D in a do/while convergence loop: update region, residual reduction region, err = sqrt(sum/n), host check of a written element */
#include <stdio.h>
#include <math.h>
#define N 24
static double u[N][N], un[N][N], f[N][N];

static int solve(int n, double tol, int maxit, double *errout)
{
  int i, j, it = 0;
  double err, sum;
  double h2 = 1.0 / ((n + 1) * (n + 1));
  do {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        un[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1] - h2 * f[i][j]);
    sum = 0.0;
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++) {
        sum += (un[i][j] - u[i][j]) * (un[i][j] - u[i][j]);
        u[i][j] = un[i][j];
      }
    it++;
    err = (n > 2) ? sqrt(sum / ((n - 2) * (n - 2))) : 0.0;
    if (n > 3 && u[n/2][n/2] > 1e6) break;
  } while (err > tol && it < maxit);
  *errout = err;
  return it;
}

int main(void)
{
  int ns[] = { 24, 0, 1, 2, 3, 7, 16 };
  int t, i, j;
  for (t = 0; t < 7; t++) {
    int n = ns[t];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) {
      u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0;
      un[i][j] = u[i][j];
      f[i][j] = 0.5 * ((i * j) % 5);
    }
    double err;
    int it = solve(n, 1e-4, 40, &err);
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += u[i][j];
    printf("%d %d %a %a\n", n, it, err, s);
  }
  return 0;
}
