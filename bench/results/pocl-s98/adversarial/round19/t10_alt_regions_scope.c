/* time loop calling two different region functions on overlapping parts of the same arrays (auto scope), one over rows 0..2n/3, one over rows n/3..n */
#include <stdio.h>
#define N 60
static double u[N][N], v[N][N];
static void top(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < 2 * n / 3; i++)
    for (j = 1; j < n - 1; j++)
      v[i][j] = u[i - 1][j] + u[i + 1][j] - u[i][j - 1] * 0.5;
}
static void bottom(int n)
{
  int i, j;
#pragma bbmm
  for (i = n / 3; i < n - 1; i++)
    for (j = 0; j < n; j++)
      u[i][j] = u[i][j] * 0.5 + v[i][j] * 0.25 + v[i - 1][j] * 0.125;
}
int main(void)
{
  static const int ns[] = {3, 4, 7, 16, 33, 60};
  int q, i, j, t;
  for (q = 0; q < 6; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i * 3 + j * 7) % 11; v[i][j] = 0; }
    for (t = 0; t < 8; t++) { top(n); bottom(n); }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, u[i][j], v[i][j]);
  }
  return 0;
}
