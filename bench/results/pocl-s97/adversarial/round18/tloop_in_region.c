/* time loop inside the region (pragma on the t loop), 250 steps, three nests per step of different shapes */
#include <stdio.h>
#define N 12
static double a[N][N], b[N][N], r[N], s;

static void solve(int n, int T)
{
  int t, i, j;
#pragma bbmm
  for (t = 0; t < T; t++) {
    for (i = 0; i < n; i++) {
      r[i] = 0.0;
      for (j = 0; j < n; j++)
        r[i] += a[i][j];
    }
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        b[i][j] = 0.5 * a[i][j] + 0.125 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]) - 0.001 * r[i];
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        a[i][j] = b[i][j];
  }
}

int main(void)
{
  static const int sz[5] = { 0, 1, 2, 5, 12 };
  static const int ts[5] = { 3, 250, 31, 250, 249 };
  int c, i, j;
  for (c = 0; c < 5; c++) {
    int n = sz[c];
    for (i = 0; i < N; i++) { r[i] = -1.0; for (j = 0; j < N; j++) { a[i][j] = (double)((i * j) % 4); b[i][j] = 0.0; } }
    solve(n, ts[c]);
    for (i = 0; i < n; i++) { printf("%a\n", r[i]); for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]); }
  }
  (void)s;
  return 0;
}
