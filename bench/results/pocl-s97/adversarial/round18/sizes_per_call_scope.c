/* explicit scope; the step function is called with a different interior size each step in a 4-cycle (n, n-1, n-2, n-1), so several plans alternate */
#include <stdio.h>
#define N 18
static double a[N][N], b[N][N];

static void step(int m)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < m - 1; i++)
    for (j = 1; j < m - 1; j++)
      b[i][j] = 0.2 * (a[i][j] + a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
#pragma bbmm
  for (i = 1; i < m - 1; i++)
    for (j = 1; j < m - 1; j++)
      a[i][j] = b[i][j] + 0.01;
}

int main(void)
{
  static const int cyc[4] = { 0, 1, 2, 1 };
  int i, j, t, n = N;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i * 5 + j) % 9); b[i][j] = 0.0; }
#pragma bbmm data(a, b)
  for (t = 0; t < 120; t++)
    step(n - cyc[t % 4]);
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]);
  return 0;
}
