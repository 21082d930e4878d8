/* 3-D heat in an explicit scope, 60 steps, update host every 5 steps for a max-norm, host clamps one plane every 10 steps */
#include <stdio.h>
#include <math.h>
#define N 9
static double a[N][N][N], b[N][N][N];

int main(void)
{
  int n, i, j, k, t;
  for (n = 2; n <= N; n += 7) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (k = 0; k < N; k++) { a[i][j][k] = (double)((i + 2 * j + 3 * k) % 5); b[i][j][k] = 0.0; }
#pragma bbmm data(a, b)
    for (t = 0; t < 60; t++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            b[i][j][k] = a[i][j][k] + 0.1 * (a[i - 1][j][k] + a[i + 1][j][k] + a[i][j - 1][k] + a[i][j + 1][k] + a[i][j][k - 1] + a[i][j][k + 1] - 6.0 * a[i][j][k]);
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          for (k = 1; k < n - 1; k++)
            a[i][j][k] = b[i][j][k];
      if (t % 5 == 4) {
        double m = 0.0;
#pragma bbmm update host(a)
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) if (fabs(a[i][j][k]) > m) m = fabs(a[i][j][k]);
        printf("n=%d t=%d m=%a\n", n, t, m);
        if (t % 10 == 9) {
          for (j = 0; j < n; j++) for (k = 0; k < n; k++) a[n / 2][j][k] = m;
#pragma bbmm update device(a)
        }
      }
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) for (k = 0; k < n; k++) printf("%a\n", a[i][j][k]);
  }
  return 0;
}
