/* explicit data scope around 150 steps: update host every 7 steps for a checksum, host rewrites boundary + update device every 11 steps */
#include <stdio.h>
#define N 18
static double a[N][N], b[N][N];

static void step(int n)
{
  int i, j;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        a[i][j] = b[i][j];
  }
}

int main(void)
{
  static const int sz[3] = { 3, 10, 18 };
  int c, i, j, t;
  for (c = 0; c < 3; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)(i + j) / 8.0; b[i][j] = 0.0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 150; t++) {
      step(n);
      if (t % 7 == 6) {
        double s = 0.0;
#pragma bbmm update host(a)
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) s += a[i][j] * (double)(i * n + j + 1);
        printf("n=%d t=%d s=%a\n", n, t, s);
      }
      if (t % 11 == 10) {
#pragma bbmm update host(a)
        for (i = 0; i < n; i++) { a[i][0] = 1.0 + 0.01 * t; a[i][n - 1] = -1.0; }
#pragma bbmm update device(a)
      }
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]);
  }
  return 0;
}
