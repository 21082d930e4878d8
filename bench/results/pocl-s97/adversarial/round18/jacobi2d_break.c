/* 2-D Jacobi with host max-diff each step, break on convergence, region per step */
#include <stdio.h>
#include <math.h>
#define N 20
static double a[N][N], b[N][N];

static void sweep(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

int main(void)
{
  static const int sz[5] = { 2, 3, 5, 11, 20 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i == 0) ? 1.0 : 0.0; b[i][j] = a[i][j]; }
    for (t = 0; t < 300; t++) {
      double d = 0.0;
      sweep(n);
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++) {
          double e = fabs(b[i][j] - a[i][j]);
          if (e > d) d = e;
          a[i][j] = b[i][j];
        }
      if (d < 1e-3) break;
    }
    printf("n=%d steps=%d\n", n, t);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
