/* time loop inside one region, heavy first nest, 120 steps; called three times with different step counts, host modifies between calls */
#include <stdio.h>
#define N 32
static double a[N][N], b[N][N];

static void run(int n, int T)
{
  int t, i, j, k;
#pragma bbmm
  for (t = 0; t < T; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++) {
        double s = 0.0;
        for (k = 0; k < n; k++) s += a[i][k] * a[k][j];
        b[i][j] = s / (double)(n * n);
      }
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        a[i][j] = 0.7 * a[i][j] + b[i][j] + 0.001;
  }
}

int main(void)
{
  int c, i, j;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i * 7 + j) % 10) / 10.0; b[i][j] = 0.0; }
  for (c = 0; c < 3; c++) {
    run(N, 40 * c + 1);
    printf("c=%d %a %a\n", c, a[3][5], b[N - 1][0]);
    a[c][c] += 1.0;
  }
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", a[i][j]);
  return 0;
}
