/* explicit scope: smoothing nest every step, a boundary-row nest of another shape every 5th step, a host checksum every 6th step */
#include <stdio.h>
#define N 18
static double a[N][N], b[N][N];

int main(void)
{
  int n, i, j, t;
  for (n = 4; n <= N; n += 7) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((3 * i + j) % 6); b[i][j] = 0.0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 95; t++) {
#pragma bbmm
      {
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            b[i][j] = 0.25 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            a[i][j] = b[i][j];
      }
      if (t % 5 == 4) {
#pragma bbmm
        for (j = 0; j < n; j++)
          a[0][j] = 0.5 * (a[1][j] + a[0][j]) + 0.01 * t;
      }
      if (t % 6 == 5) {
        double s = 0.0;
#pragma bbmm update host(a)
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) s += a[i][j] * (i + 1);
        printf("n=%d t=%d s=%a\n", n, t, s);
      }
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]);
  }
  return 0;
}
