/* (IX() written out by hand after the macro form was refused) Stam stable-fluids: malloc'd 1-D arrays with ((i) + (N + 2) * (j)) macro, array() clause, Gauss-Seidel lin_solve in place and set_bnd with b==1 ? -x : x */
#include <stdio.h>
#include <stdlib.h>
#define IX(i, j) ((i) + (N + 2) * (j))

static void set_bnd(int N, int b, double *x)
{
  int i;
#pragma bbmm array(x[N + 2][N + 2])
  {
    for (i = 1; i <= N; i++) {
      x[((0) + (N + 2) * (i))] = b == 1 ? -x[((1) + (N + 2) * (i))] : x[((1) + (N + 2) * (i))];
      x[((N + 1) + (N + 2) * (i))] = b == 1 ? -x[((N) + (N + 2) * (i))] : x[((N) + (N + 2) * (i))];
      x[((i) + (N + 2) * (0))] = b == 2 ? -x[((i) + (N + 2) * (1))] : x[((i) + (N + 2) * (1))];
      x[((i) + (N + 2) * (N + 1))] = b == 2 ? -x[((i) + (N + 2) * (N))] : x[((i) + (N + 2) * (N))];
    }
    x[((0) + (N + 2) * (0))] = 0.5 * (x[((1) + (N + 2) * (0))] + x[((0) + (N + 2) * (1))]);
    x[((0) + (N + 2) * (N + 1))] = 0.5 * (x[((1) + (N + 2) * (N + 1))] + x[((0) + (N + 2) * (N))]);
    x[((N + 1) + (N + 2) * (0))] = 0.5 * (x[((N) + (N + 2) * (0))] + x[((N + 1) + (N + 2) * (1))]);
    x[((N + 1) + (N + 2) * (N + 1))] = 0.5 * (x[((N) + (N + 2) * (N + 1))] + x[((N + 1) + (N + 2) * (N))]);
  }
}

static void lin_solve(int N, int b, double *x, double *x0, double a, double c)
{
  int i, j, k;
  for (k = 0; k < 4; k++) {
#pragma bbmm array(x[N + 2][N + 2], x0[N + 2][N + 2])
    for (i = 1; i <= N; i++)
      for (j = 1; j <= N; j++)
        x[((i) + (N + 2) * (j))] = (x0[((i) + (N + 2) * (j))] + a * (x[((i - 1) + (N + 2) * (j))] + x[((i + 1) + (N + 2) * (j))] + x[((i) + (N + 2) * (j - 1))] + x[((i) + (N + 2) * (j + 1))])) / c;
    set_bnd(N, b, x);
  }
}

int main(void)
{
  int t, i, b;
  static const int sz[4] = { 1, 2, 5, 12 };
  for (t = 0; t < 4; t++) {
    int N = sz[t], size = (N + 2) * (N + 2);
    double *x = malloc(size * sizeof(double)), *x0 = malloc(size * sizeof(double));
    for (i = 0; i < size; i++) { x[i] = 0.0; x0[i] = 0.125 * ((i * 7) % 9) - 0.5; }
    for (b = 0; b < 3; b++) {
      double a = 0.1 * (b + 1);
      lin_solve(N, b, x, x0, a, 1 + 4 * a);
    }
    for (i = 0; i < size; i++) printf("%a\n", x[i]);
    free(x); free(x0);
  }
  return 0;
}
