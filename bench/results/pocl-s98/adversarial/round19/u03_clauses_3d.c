/* 3-D stencil with tile(3, 5, 7) and workgroup(1, 2, 8) clauses, offsets in all three dimensions, time loop */
#include <stdio.h>
#define N 18
static double a[N][N][N], b[N][N][N];
static void step(int n)
{
  int i, j, k;
#pragma bbmm tile(3, 5, 7) workgroup(1, 2, 8)
  for (i = 2; i < n - 1; i++)
    for (j = 1; j < n - 2; j++)
      for (k = 0; k < n - 3; k++)
        b[i][j][k] = a[i - 2][j + 2][k + 3] * 0.5 + a[i + 1][j - 1][k] - b[i][j][k] * 0.25;
#pragma bbmm tile(4, 4, 4)
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (k = 0; k < n; k++)
        a[i][j][k] = a[i][j][k] * 0.5 + b[i][j][k];
}
int main(void)
{
  static const int ns[] = {0, 1, 3, 4, 5, 9, 13, 18};
  int q, i, j, k, t;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { a[i][j][k] = (i + 2 * j + 3 * k) % 9; b[i][j][k] = 1; }
    for (t = 0; t < 4; t++) step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) printf("%d %a %a\n", n, a[i][j][k], b[i][j][k]);
  }
  return 0;
}
