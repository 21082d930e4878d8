/* outer while loop: a region runs 10 inner steps and computes a max-change scalar; host stops when it is small */
#include <stdio.h>
#include <math.h>
#define N 16
static double u[N][N], v[N][N];

static double sweeps(int n)
{
  int s, i, j;
  double m = 0.0;
#pragma bbmm
  for (s = 0; s < 10; s++) {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        v[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
    m = 0.0;
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        m = fmax(m, fabs(v[i][j] - u[i][j]));
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        u[i][j] = v[i][j];
  }
  return m;
}

int main(void)
{
  static const int sz[3] = { 3, 9, 16 };
  int c, i, j;
  for (c = 0; c < 3; c++) {
    int n = sz[c], it = 0;
    double m;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (j == 0) ? 1.0 : 0.0; v[i][j] = u[i][j]; }
    do { m = sweeps(n); it++; } while (m > 1e-4 && it < 40);
    printf("n=%d it=%d m=%a\n", n, it, m);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
