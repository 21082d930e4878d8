/* per step: interior stencil, then 1-D nests copying boundary columns and rows (width-1 boxes at column n-1 and row n-1) */
#include <stdio.h>
#define N 50
static double u[N][N], v[N][N];
static void step(int n)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      v[i][j] = 0.2 * (u[i][j] + u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
  for (i = 1; i < n - 1; i++) {
    v[i][0] = v[i][1];
    v[i][n - 1] = v[i][n - 2];
  }
#pragma bbmm
  for (j = 0; j < n; j++) {
    v[0][j] = v[1][j];
    v[n - 1][j] = v[n - 2][j];
  }
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      u[i][j] = v[i][j];
}
int main(void)
{
  static const int ns[] = {2, 3, 4, 5, 7, 16, 33, 50};
  int q, i, j, t;
  for (q = 0; q < 8; q++) {
    int n = ns[q];
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = ((i * 13 + j * 5) % 17) * 0.125; v[i][j] = 0; }
    for (t = 0; t < 7; t++) step(n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%d %a\n", n, u[i][j]);
  }
  return 0;
}
