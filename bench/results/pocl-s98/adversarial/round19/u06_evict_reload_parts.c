/* six 48x48 arrays, time loop alternating nests that use different subsets and row halves (budget runs evict and reload parts) */
#include <stdio.h>
#define N 48
static double a[N][N], b[N][N], c[N][N], d[N][N], e[N][N], f[N][N];
static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < n / 2; i++)
    for (j = 1; j < n; j++)
      b[i][j] = a[i][j - 1] + c[i + n / 2][j];
#pragma bbmm
  for (i = n / 2; i < n; i++)
    for (j = 0; j < n - 1; j++)
      d[i][j] = e[i][j + 1] - f[i - n / 2][j];
#pragma bbmm
  for (i = 1; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = 0.5 * (b[i - 1][j] + d[i][j]);
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      f[i][j] = f[i][j] * 0.5 + a[i][j] - e[i][j] * 0.125;
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 5, 16, 33, 48};
  int q, i, j, t;
  for (q = 0; q < 7; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i; b[i][j] = j; c[i][j] = i * j % 5; d[i][j] = 0; e[i][j] = (i + j) % 4; f[i][j] = 1; }
    for (t = 0; t < 5; t++) step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a %a %a\n", n, a[i][j], b[i][j], d[i][j], f[i][j]);
  }
  return 0;
}
