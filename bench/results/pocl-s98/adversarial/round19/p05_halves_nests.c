/* several nests per time step reaching the top half, bottom half, left columns and a middle band of the same arrays */
#include <stdio.h>
#define N 64
static double a[N][N], b[N][N];
static void k(int n, int steps)
{
  int t, i, j;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 0; i < n / 2; i++)
      for (j = 0; j < n; j++)
        b[i][j] = a[i][j] + a[i + n / 2][j];
#pragma bbmm
    for (i = n / 2; i < n; i++)
      for (j = 1; j < n; j++)
        b[i][j] = a[i][j - 1] - b[i - n / 2][j];
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n / 3; j++)
        a[i][j] = b[i][j + n / 3] * 0.5;
#pragma bbmm
    for (i = n / 4; i < n - n / 4; i++)
      for (j = n / 3; j < n; j++)
        a[i][j] = a[i][j] * 0.25 + b[i][j];
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 7, 16, 33, 64};
  int q, i, j;
  for (q = 0; q < 9; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i * 1.5 + j; b[i][j] = (i * j) % 11; }
    k(n, 4);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, a[i][j], b[i][j]);
  }
  return 0;
}
