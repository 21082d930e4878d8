/* multigrid levels described by an array of structs: bounds grid[lev].n in the region (member through an array of structs in a bound) */
#include <stdio.h>
#define M 17
struct level { int n; double h; };
static struct level grid[4];
static double u[M][M], r[M][M];

static void resid(int lev)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < grid[lev].n - 1; i++)
    for (j = 1; j < grid[lev].n - 1; j++)
      r[i][j] = (4.0 * u[i][j] - u[i-1][j] - u[i+1][j] - u[i][j-1] - u[i][j+1]);
}

int main(void)
{
  int l, i, j;
  for (l = 0; l < 4; l++) { grid[l].n = (M - 1) / (1 << l) + 1; grid[l].h = 1.0 / grid[l].n; }
  for (i = 0; i < M; i++) for (j = 0; j < M; j++) { u[i][j] = 0.125 * ((i * j) % 7); r[i][j] = 0.0; }
  for (l = 3; l >= 0; l--) {
    resid(l);
    double s = 0.0;
    for (i = 0; i < M; i++) for (j = 0; j < M; j++) s += r[i][j] * (i + 1);
    printf("%d %a\n", l, s);
  }
  return 0;
}
