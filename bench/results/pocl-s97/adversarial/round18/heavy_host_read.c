/* heavy kernel (per-point inner loop of 200 iterations) replayed in a scope; host reads a single element right after each step via update host */
#include <stdio.h>
#define N 48
static double a[N][N], b[N][N];

int main(void)
{
  int n = N, i, j, k, t;
  double acc = 0.0;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i * j) % 9) / 9.0; b[i][j] = 0.0; }
#pragma bbmm data(a, b)
  for (t = 0; t < 50; t++) {
#pragma bbmm
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        double x = a[i][j];
        for (k = 0; k < 200; k++)
          x = x * 0.999 + 0.0001 * (double)k;
        b[i][j] = x;
      }
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        a[i][j] = 0.25 * (b[i - 1][j] + b[i + 1][j] + b[i][j - 1] + b[i][j + 1]);
#pragma bbmm update host(a)
    acc += a[n - 2][n - 2] * (double)(t + 1) + a[1][1];
    printf("t=%d acc=%a\n", t, acc);
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
  return 0;
}
