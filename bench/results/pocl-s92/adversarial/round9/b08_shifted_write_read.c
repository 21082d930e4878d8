/* siblings writing one array at disjoint places (even rows, odd rows) where the odd one reads the even row above from the previous time step only */
#include <stdio.h>
#define N 20
static double g[N][N], h[N][N];
static void f(int steps, int n)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n / 2; i++)
      for (j = 0; j < n; j++)
        g[2 * i][j] = g[2 * i][j] * 0.5 + h[2 * i + 1][j];
    for (i = 0; i < n / 2; i++)
      for (j = 0; j < n; j++)
        h[2 * i + 1][j] = h[2 * i + 1][j] + 0.25 * h[2 * i][j];
    for (i = 0; i < n / 2; i++)
      for (j = 0; j < n; j++)
        h[2 * i][j] = g[2 * i][j] + h[2 * i][j] * 0.5;
  }
#pragma endscop
}
int main(void)
{
  int n, i, j;
  for (n = 0; n <= N; n += (n < 4 ? 1 : 5)) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { g[i][j] = i + 0.5 * j; h[i][j] = (i * j) % 7; }
    f(4, n);
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %a %a\n", n, g[i][j], h[i][j]);
  }
  return 0;
}
