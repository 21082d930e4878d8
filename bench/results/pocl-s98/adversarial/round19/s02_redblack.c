/* red-black Gauss-Seidel with step-2 inner loops starting at 1 + i%2 and 2 - i%2, interior, several n, time loop */
#include <stdio.h>
#define N 41
static double u[N][N], f[N][N];
static void rb(int n, int steps)
{
  int t, i, j;
  for (t = 0; t < steps; t++) {
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 1 + i % 2; j < n - 1; j += 2)
        u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
#pragma bbmm
    for (i = 1; i < n - 1; i++)
      for (j = 2 - i % 2; j < n - 1; j += 2)
        u[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
  }
}
int main(void)
{
  static const int ns[] = {0, 1, 2, 3, 4, 5, 8, 17, 33, 41};
  int q, i, j;
  for (q = 0; q < 10; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0 || j == 0) ? 1.0 : 0.0; f[i][j] = ((i * j) % 5) * 0.01; }
    rb(n, 5);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, u[i][j]);
  }
  return 0;
}
