/* while loop on a residual computed inside the region (sum of squares), host prints residual history every 7 iterations */
#include <stdio.h>
#define N 16
static double u[N][N], f[N][N], r[N][N];

int main(void)
{
  int n, i, j, it;
  for (n = 4; n <= N; n += 12) {
    double res = 1.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = 0.0; f[i][j] = ((i + j) % 2) ? 1.0 : -1.0; r[i][j] = 0.0; }
    it = 0;
    while (res > 1e-6 && it < 300) {
      res = 0.0;
#pragma bbmm
      {
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            r[i][j] = f[i][j] - (4.0 * u[i][j] - u[i - 1][j] - u[i + 1][j] - u[i][j - 1] - u[i][j + 1]);
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            u[i][j] = u[i][j] + 0.2 * r[i][j];
        for (i = 1; i < n - 1; i++)
          for (j = 1; j < n - 1; j++)
            res += r[i][j] * r[i][j];
      }
      if (it % 7 == 0) printf("it=%d res=%a\n", it, res);
      it++;
    }
    printf("n=%d it=%d res=%a\n", n, it, res);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
