/* Jacobi Poisson solver with malloc'ed 2-D VLA arrays re-allocated for each grid size in a loop (freed at the end of each size, addresses may repeat), regions in main's time loop, host residual */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

int main(void)
{
  static const int sz[6] = { 3, 5, 4, 9, 9, 16 };
  int c, i, j, it;
  for (c = 0; c < 6; c++) {
    int n = sz[c];
    double (*u)[n] = malloc(sizeof(double[n][n]));
    double (*un)[n] = malloc(sizeof(double[n][n]));
    double (*f)[n] = malloc(sizeof(double[n][n]));
    double res;
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) { u[i][j] = (i == 0) ? 1.0 + c : 0.0; un[i][j] = u[i][j]; f[i][j] = 0.03125 * ((i + j + c) % 4); }
    for (it = 0; it < 5; it++) {
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          un[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1] - f[i][j]);
#pragma bbmm
      for (i = 1; i < n - 1; i++)
        for (j = 1; j < n - 1; j++)
          u[i][j] = un[i][j];
      res = 0.0;
      for (i = 1; i < n - 1; i++) for (j = 1; j < n - 1; j++) res += fabs(u[i][j - 1] - u[i][j]);
      printf("n %d it %d res %a\n", n, it, res);
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", u[i][j]);
    free(f);
    free(un);
    free(u);
  }
  return 0;
}
