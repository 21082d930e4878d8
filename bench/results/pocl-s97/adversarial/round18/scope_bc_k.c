/* explicit scope: the host rewrites boundary columns every k-th step (k = 1, 2, 3, 5) with update host / update device; 90 steps */
#include <stdio.h>
#define N 16
static double u[N][N], w[N][N];

static void relax(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      u[i][j] = w[i][j];
}

int main(void)
{
  static const int ks[4] = { 1, 2, 3, 5 };
  int c, i, j, t, n = 16;
  for (c = 0; c < 4; c++) {
    int k = ks[c];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; w[i][j] = 0.0; }
#pragma bbmm data(u, w)
    for (t = 0; t < 90; t++) {
      relax(n);
      if (t % k == 0) {
#pragma bbmm update host(u)
        for (i = 0; i < n; i++) { u[i][0] = (double)(t + 1) / 90.0; u[i][n - 1] = u[i][1] * 0.5; }
#pragma bbmm update device(u)
      }
    }
    printf("k=%d\n", k);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", u[i][j], w[i][j]);
  }
  return 0;
}
