/* '#pragma bbmm data' without a list around a time loop with three arrays of different element types; update host of two of them every 10 steps */
#include <stdio.h>
#define N 14
static double d[N][N];
static float f[N][N];
static long l[N][N];

int main(void)
{
  int n = N, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { d[i][j] = i + 0.5 * j; f[i][j] = (float)(i - j); l[i][j] = i * j; }
#pragma bbmm data
  for (t = 0; t < 70; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++) {
        f[i][j] = (float)(0.5 * d[i][j]) + 0.125f * (f[i - 1][j] + f[i + 1][j]);
        l[i][j] = (l[i][j] * 3 + (long)(i * j) + t) % 1000003L;
      }
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        d[i][j] = 0.9 * d[i][j] + 0.1 * (double)f[i][j] + 1e-6 * (double)l[i][j];
    if (t % 10 == 9) {
#pragma bbmm update host(d, l)
      printf("t=%d %a %ld\n", t, d[n / 2][n / 2], l[3][4]);
    }
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a %ld\n", d[i][j], (double)f[i][j], l[i][j]);
  return 0;
}
