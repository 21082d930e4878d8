/* triangular and skewed bounds starting at i=3 to n-2, reading a matrix at diagonal offsets, in a time loop */
#include <stdio.h>
#define N 66
static double L[N][N], x[N], y[N][N];
static void k(int n, int steps)
{
  int t, i, j;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 3; i < n - 2; i++)
      for (j = i - 3; j <= i + 1; j++)
        y[i][j] = y[i][j] * 0.5 + L[j + 1][i - 2] + x[j];
#pragma bbmm
    for (i = 3; i < n - 2; i++)
      for (j = 0; j < i; j++)
        L[i][j] = L[i][j] + y[i][j + 1] * 0.25;
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 5, 6, 7, 9, 16, 33, 64};
  int q, i, j;
  for (q = 0; q < 11; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) { x[i] = i * 0.75; for (j = 0; j < N; j++) { L[i][j] = (i + 1.0) / (j + 2.0); y[i][j] = i - j; } }
    k(n, 3);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a %a\n", n, y[i][j], L[i][j]);
  }
  return 0;
}
