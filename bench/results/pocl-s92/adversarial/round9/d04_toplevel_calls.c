/* top-level independent siblings (no host loop) in a region called from a host loop with varying sizes, arrays reused across calls */
#include <stdio.h>
#define N 32
static double x[N][N], y[N], z[N][N];
static void g(int n, int m)
{
  int i, j;
#pragma bbmm
  {
    for (i = 0; i < n; i++)
      for (j = 0; j < m; j++)
        x[i][j] = x[i][j] * 0.5 + z[j][i];
    for (j = 0; j < m; j++)
      y[j] = y[j] + z[0][j];
    for (i = 1; i < m; i++)
      for (j = 0; j < n; j++)
        z[i][j] = z[i][j] + 1.0;
  }
}
int main(void)
{
  int r, i, j;
  for (i = 0; i < N; i++) { y[i] = i; for (j = 0; j < N; j++) { x[i][j] = i + j; z[i][j] = (i * 3 + j) % 4; } }
  for (r = 0; r < 9; r++) {
    g((r * 5) % 13, (r * 7) % 11);
    printf("r %d %a %a %a\n", r, x[r][r], y[r], z[r][r]);
  }
  for (i = 0; i < N; i++) { printf("%a\n", y[i]); for (j = 0; j < N; j++) printf("%a %a\n", x[i][j], z[i][j]); }
  return 0;
}
