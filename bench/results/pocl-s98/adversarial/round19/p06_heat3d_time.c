/* 3-D 7-point heat stencil with time loop, interior 1..n-2, ping-pong arrays, several n */
#include <stdio.h>
#define N 20
static double a[N][N][N], b[N][N][N];
static void k(int n, int steps)
{
  int t, i, j, l;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (l = 1; l < n - 1; l++)
          b[i][j][l] = 0.125 * (a[i + 1][j][l] - 2.0 * a[i][j][l] + a[i - 1][j][l]) + 0.125 * (a[i][j + 1][l] - 2.0 * a[i][j][l] + a[i][j - 1][l]) + 0.125 * (a[i][j][l + 1] - 2.0 * a[i][j][l] + a[i][j][l - 1]) + a[i][j][l];
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        for (l = 1; l < n - 1; l++)
          a[i][j][l] = 0.125 * (b[i + 1][j][l] - 2.0 * b[i][j][l] + b[i - 1][j][l]) + 0.125 * (b[i][j + 1][l] - 2.0 * b[i][j][l] + b[i][j - 1][l]) + 0.125 * (b[i][j][l + 1] - 2.0 * b[i][j][l] + b[i][j][l - 1]) + b[i][j][l];
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 7, 16, 20};
  int q, i, j, l;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (l = 0; l < N; l++) { a[i][j][l] = (i + 2 * j + 3 * l) % 7; b[i][j][l] = 0; }
    k(n, 5);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (l = 0; l < n; l++) printf("%d %a %a\n", n, a[i][j][l], b[i][j][l]);
  }
  return 0;
}
