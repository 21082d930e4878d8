/* 2-D heat with a ghost layer: Neumann ghost rows/columns copied in one region (corners written twice), Dirichlet hot spot on the top edge for n/4 <= j < 3n/4, interior update, time loop with host sum */
#include <stdio.h>
#define N 20
static double T[N + 2][N + 2], Tn[N + 2][N + 2];

static void ghosts(int n)
{
  int i, j;
#pragma bbmm
  {
    for (j = 0; j <= n + 1; j++) { T[0][j] = T[1][j]; T[n + 1][j] = T[n][j]; }
    for (i = 0; i <= n + 1; i++) { T[i][0] = T[i][1]; T[i][n + 1] = T[i][n]; }
    for (j = n / 4; j < 3 * n / 4; j++) T[0][j + 1] = 2.0 - T[1][j + 1];
  }
}

static void interior(int n, double a)
{
  int i, j;
#pragma bbmm
  for (i = 1; i <= n; i++)
    for (j = 1; j <= n; j++)
      Tn[i][j] = T[i][j] + a * (T[i - 1][j] + T[i + 1][j] + T[i][j - 1] + T[i][j + 1] - 4.0 * T[i][j]);
#pragma bbmm
  for (i = 1; i <= n; i++)
    for (j = 1; j <= n; j++)
      T[i][j] = Tn[i][j];
}

int main(void)
{
  static const int sz[6] = { 0, 1, 2, 3, 7, 20 };
  int c, i, j, t;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    for (i = 0; i < N + 2; i++) for (j = 0; j < N + 2; j++) { T[i][j] = 0.0; Tn[i][j] = 0.0; }
    for (t = 0; t < 8; t++) {
      double s = 0.0;
      ghosts(n);
      interior(n, 0.2);
      for (i = 0; i <= n + 1; i++) for (j = 0; j <= n + 1; j++) s += T[i][j];
      printf("t %d s %a\n", t, s);
    }
    for (i = 0; i <= n + 1; i++) for (j = 0; j <= n + 1; j++) printf("%a\n", T[i][j]);
  }
  return 0;
}
