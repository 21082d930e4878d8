/* four 64x64 double arrays and a time loop; under small budgets parts of arrays are evicted and reloaded */
#include <stdio.h>
#define N 64
static double a[N][N], b[N][N], c[N][N], d[N][N];
static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      b[i][j] = a[i - 1][j] + a[i + 1][j] - c[i][j - 1] + d[i][j + 1];
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      c[i][j] = b[i][j] * 0.25 + d[i - 1][j - 1];
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = 0.5 * (a[i][j] + c[i][j]);
}
int main(void)
{
  static const int ns[] = {0, 3, 17, 64};
  int q, i, j, t;
  for (q = 0; q < 4; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (i * j) % 7; b[i][j] = 0; c[i][j] = i - j; d[i][j] = 0.5 * i; }
    for (t = 0; t < 6; t++)
      step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a %a\n", n, a[i][j], b[i][j], c[i][j]);
  }
  return 0;
}
