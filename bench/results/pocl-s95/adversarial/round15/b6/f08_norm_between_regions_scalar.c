/* a region writes a global norm scalar; the next region normalises by it (global scalar written in one region, read as a value in the next); host prints it */
#include <stdio.h>
#include <math.h>
#define N 9
static double u[N][N][5];
static double gnorm;

static void compute_norm(int n)
{
  int i, j, m;
#pragma bbmm
  {
    gnorm = 0.0;
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        for (m = 0; m < 5; m++)
          gnorm = gnorm + u[i][j][m] * u[i][j][m];
    gnorm = sqrt(gnorm) + 1.0;
  }
}

static void normalise(int n)
{
  int i, j, m;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      for (m = 0; m < 5; m++)
        u[i][j][m] = u[i][j][m] / gnorm;
}

int main(void)
{
  int ns[] = { 9, 0, 1, 4 };
  int t, i, j, m, r;
  for (t = 0; t < 4; t++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) u[i][j][m] = 0.25 * ((i * 3 + j * 5 + m + t) % 7) - 0.5;
    for (r = 0; r < 3; r++) { compute_norm(ns[t]); normalise(ns[t]); printf("%a ", gnorm); }
    double s = 0.0;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) for (m = 0; m < 5; m++) s += u[i][j][m] * (1 + m);
    printf("%a\n", s);
  }
  return 0;
}
