/* explicit scope over ten arrays; one step function cycles through 10 (in, out) pairs, more than the 8 plans a kernel keeps; 200 steps */
#include <stdio.h>
#define N 10
#define K 10
static double g[K][N][N];

static void step(int n, double a[N][N], double b[N][N])
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      b[i][j] = 0.5 * b[i][j] + 0.125 * (a[i - 1][j] + a[i + 1][j] + a[i][j - 1] + a[i][j + 1]);
}

int main(void)
{
  int n = N, i, j, k, t;
  for (k = 0; k < K; k++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) g[k][i][j] = (double)((k + i * 3 + j) % 7);
#pragma bbmm data(g)
  for (t = 0; t < 200; t++) {
    k = t % K;
    step(n, g[k], g[(k + 1) % K]);
  }
  for (k = 0; k < K; k++) for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", g[k][i][j]);
  return 0;
}
