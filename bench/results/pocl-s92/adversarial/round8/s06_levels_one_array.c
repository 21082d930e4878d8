/* multigrid levels stored in one array u[LEV][N][N] with sizes from table nl[lev]; restrict plane lev -> lev-1 and prolong back, lev a parameter */
#include <stdio.h>
#define LEV 4
#define N 18
static double u[LEV][N][N];
static int nl[LEV] = { 3, 5, 9, 17 };

static void restrict_lev(int lev)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < nl[lev - 1] - 1; i++)
    for (j = 1; j < nl[lev - 1] - 1; j++)
      u[lev - 1][i][j] = 0.5 * u[lev][2 * i][2 * j] + 0.125 * (u[lev][2 * i - 1][2 * j] + u[lev][2 * i + 1][2 * j] + u[lev][2 * i][2 * j - 1] + u[lev][2 * i][2 * j + 1]);
}

static void prolong_lev(int lev)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < nl[lev - 1] - 1; i++)
    for (j = 0; j < nl[lev - 1] - 1; j++) {
      u[lev][2 * i + 1][2 * j] += 0.5 * (u[lev - 1][i][j] + u[lev - 1][i + 1][j]);
      u[lev][2 * i][2 * j + 1] += 0.5 * (u[lev - 1][i][j] + u[lev - 1][i][j + 1]);
      u[lev][2 * i + 1][2 * j + 1] += 0.25 * (u[lev - 1][i][j] + u[lev - 1][i + 1][j + 1]);
    }
}

int main(void)
{
  int l, i, j;
  for (l = 0; l < LEV; l++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) u[l][i][j] = 0.0078125 * ((l * 7 + i * 5 + j * 3) % 19);
  for (l = LEV - 1; l >= 1; l--) restrict_lev(l);
  for (l = 1; l < LEV; l++) prolong_lev(l);
  for (l = 0; l < LEV; l++) for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", u[l][i][j]);
  return 0;
}
