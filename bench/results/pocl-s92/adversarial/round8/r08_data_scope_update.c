/* explicit data scope around a time loop of two step functions, host norm every 2 steps with update host, host boundary forcing with update device */
#include <stdio.h>
#include <math.h>
#define N 16
static double a[N][N], b[N][N];

static void step_ab(int n, double c)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      b[i][j] = a[i][j] + c * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1] - 4.0 * a[i][j]);
}

static void step_ba(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      a[i][j] = b[i][j];
}

int main(void)
{
  int i, j, c, t;
  static const int sz[4] = { 2, 3, 8, 16 };
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i == n / 2 && j == n / 2) ? 16.0 : 0.0; b[i][j] = 0.0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 6; t++) {
      step_ab(n, 0.125);
      step_ba(n);
      if (t % 2 == 1) {
        double s = 0.0;
#pragma bbmm update host(a)
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) s += a[i][j] * a[i][j];
        printf("t=%d norm %a\n", t, sqrt(s));
        a[0][t % n] = 1.0 + t;
#pragma bbmm update device(a)
      }
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a %a\n", a[i][j], b[i][j]);
  }
  return 0;
}
