/* explicit scope: read-only source array rewritten by host every 3rd step with update device(src); solution read back only at the end */
#include <stdio.h>
#define N 16
static double u[N][N], v[N][N], src[N][N];

int main(void)
{
  int n, i, j, t;
  for (n = 3; n <= N; n += 6) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; v[i][j] = 0.0; src[i][j] = 0.0; }
#pragma bbmm data(u, v, src)
    for (t = 0; t < 100; t++) {
      if (t % 3 == 0) {
        for (i = 0; i < n; i++) for (j = 0; j < n; j++) src[i][j] = (i == (t / 3) % n && j == (t / 7) % n) ? 1.0 : 0.0;
#pragma bbmm update device(src)
      }
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          v[i][j] = u[i][j] + 0.2 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - 4.0 * u[i][j]) + src[i][j];
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          u[i][j] = v[i][j];
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
