/* two nests of different shapes per step (row sums 1-D, then 2-D update using them); host reads r every step and writes a[0][*] from it */
#include <stdio.h>
#define N 14
static double a[N][N], r[N];

int main(void)
{
  int n, i, j, t;
  for (n = 1; n <= N; n += 4) {
    double acc = 0.0;
    for (i = 0; i < N; i++) { r[i] = 0.0; for (j = 0; j < N; j++) a[i][j] = 1.0 / (1.0 + i + j); }
    for (t = 0; t < 70; t++) {
#pragma bbmm
      for (i = 0; i < n; i++) {
        double s = 0.0;
        for (j = 0; j < n; j++) s += a[i][j];
        r[i] = s;
      }
      for (i = 0; i < n; i++) acc += r[i] * (double)(i + 1);
      for (j = 0; j < n; j++) a[0][j] = r[j % n] / (double)(n + 1);
#pragma bbmm
      for (i = 1; i < n; i++)
        for (j = 0; j < n; j++)
          a[i][j] = 0.5 * a[i][j] + 0.5 * a[i - 1][j] * (r[i] / (r[i] + 1.0));
    }
    printf("n=%d acc=%a\n", n, acc);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", a[i][j]);
  }
  return 0;
}
