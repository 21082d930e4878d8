/* 2-D heat where the copy-back and boundary reset are host library calls (memcpy of the whole array, memset of a row) between device regions in the time loop, plus a device residual reduction */
#include <stdio.h>
#include <string.h>
#define N 20
static double u[N][N], un[N][N], src[N][N];

static double step(int n, double a)
{
  int i, j;
  double d = 0.0;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      un[i][j] = u[i][j] + a * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]) + src[i][j];
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      d += (un[i][j] - u[i][j]) * (un[i][j] - u[i][j]);
  return d;
}

int main(void)
{
  static const int sz[5] = { 2, 3, 6, 13, 20 };
  int c, i, j, t;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; un[i][j] = 0.0; src[i][j] = ((i + 2 * j) % 9 == 0) ? 0.0625 : 0.0; }
    for (t = 0; t < 7; t++) {
      double d = step(n, 0.2);
      memcpy(u, un, sizeof u);
      memset(u[n - 1], 0, sizeof(double) * n);
      if (t == 3) memcpy(un[0], u[1], sizeof(double) * n);
      printf("t %d d %a\n", t, d);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], un[i][j]);
  }
  return 0;
}
