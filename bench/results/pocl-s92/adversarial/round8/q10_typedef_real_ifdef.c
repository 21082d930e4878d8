/* #ifdef SINGLE picks typedef float real; Jacobi sweep with real constants, residual max via fmax in region, convergence printed per sweep */
#include <stdio.h>
#include <math.h>
#define N 16
#ifdef SINGLE
typedef float real;
#define ABS fabsf
#else
typedef double real;
#define ABS fabs
#endif
static real u[N][N], un[N][N], f[N][N];

static real sweep(int n, real h2)
{
  int i, j;
  real err = 0;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        un[i][j] = (real)0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] + h2 * f[i][j]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++) {
        err = fmax(err, ABS(un[i][j] - u[i][j]));
        u[i][j] = un[i][j];
      }
  }
  return err;
}

int main(void)
{
  int i, j, c, it;
  static const int sz[4] = { 2, 3, 9, 16 };
  for (c = 0; c < 4; c++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0) ? 1 : 0; un[i][j] = 0; f[i][j] = (real)((i * j) % 3); }
    for (it = 0; it < 4; it++) printf("%a\n", (double)sweep(sz[c], (real)(1.0 / ((sz[c] + 1) * (sz[c] + 1)))));
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", (double)u[i][j]);
  }
  return 0;
}
