/* SOR red-black in a while loop with max-norm of the change computed in the region; host modifies a boundary row between sweeps from a written element */
#include <stdio.h>
#include <math.h>
#define N 20
static double x[N][N], rhs[N][N];

static double sweep(int n, int color, double omega)
{
  int i, j;
  double dmax = 0.0;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1 + (i + color) % 2; j < n - 1; j += 2) {
      double old = x[i][j];
      x[i][j] = (1.0 - omega) * old + omega * 0.25 * (x[i-1][j] + x[i+1][j] + x[i][j-1] + x[i][j+1] - rhs[i][j]);
      dmax = fmax(dmax, fabs(x[i][j] - old));
    }
  return dmax;
}

int main(void)
{
  int ns[] = { 20, 0, 2, 3, 4, 9 };
  int t, i, j;
  for (t = 0; t < 6; t++) {
    int n = ns[t], it = 0;
    double err = 1.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { x[i][j] = (i == 0) ? 1.0 : 0.0; rhs[i][j] = 0.01 * ((i + j) % 3); }
    while (err > 1e-3 && it < 25) {
      err = sweep(n, 0, 1.5);
      err = fmax(err, sweep(n, 1, 1.5));
      if (n > 2) x[n-1][n/2] = 0.5 * x[n-2][n/2];
      it++;
    }
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += x[i][j];
    printf("%d %d %a %a\n", n, it, err, s);
  }
  return 0;
}
