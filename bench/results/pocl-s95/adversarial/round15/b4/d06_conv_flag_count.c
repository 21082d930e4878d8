/* convergence test in the region: flag cleared under a data condition, count of unconverged points nbad++ ; host loops while(!conv) */
#include <stdio.h>
#include <math.h>
#define N 16
static double u[N][N], un[N][N];

static int step(int n, double tol, int *nbad_out)
{
  int i, j, conv = 1, nbad = 0;
#pragma bbmm
  {
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++)
        un[i][j] = 0.25 * (u[i-1][j] + u[i+1][j] + u[i][j-1] + u[i][j+1]);
    for (i = 1; i < n - 1; i++)
      for (j = 1; j < n - 1; j++) {
        if (fabs(un[i][j] - u[i][j]) > tol) {
          conv = 0;
          nbad++;
        }
        u[i][j] = un[i][j];
      }
  }
  *nbad_out = nbad;
  return conv;
}

int main(void)
{
  int ns[] = { 16, 2, 3, 5, 11 };
  int t, i, j;
  for (t = 0; t < 5; t++) {
    int n = ns[t], it = 0, nb = -1;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (i == 0) ? 1.0 : ((j == n - 1) ? 0.5 : 0.0); un[i][j] = 0.0; }
    while (!step(n, 1e-3, &nb) && it < 60) it++;
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) s += u[i][j];
    printf("%d %d %d %a\n", n, it, nb, s);
  }
  return 0;
}
