/* time loop that refines the active grid: step k runs the stencil regions on an n that grows with the step (n = 4 + 3*t), host initialises the newly activated band between steps, device max-norm */
#include <stdio.h>
#include <math.h>
#define N 32
static double u[N][N], w[N][N];

static double relax(int n)
{
  int i, j;
  double m = 0.0;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      w[i][j] = 0.25 * (u[i - 1][j] + u[i + 1][j] + u[i][j - 1] + u[i][j + 1]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++) {
      m = fmax(m, fabs(w[i][j] - u[i][j]));
      u[i][j] = w[i][j];
    }
  return m;
}

int main(void)
{
  int t, i, j, rep;
  for (rep = 0; rep < 2; rep++) {
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { u[i][j] = (j == 0) ? 1.0 : 0.0; w[i][j] = 0.0; }
    for (t = 0; t < 10; t++) {
      int n = rep == 0 ? 4 + 3 * t : N - 3 * t;
      int old = rep == 0 ? (t > 0 ? 4 + 3 * (t - 1) : 0) : N;
      double m;
      if (n < 1) break;
      for (i = old; i < n; i++) for (j = 0; j < n; j++) { u[i][j] = u[old > 0 ? old - 1 : 0][j] * 0.5; u[j][i] = u[j][old > 0 ? old - 1 : 0] * 0.5; }
      m = relax(n);
      printf("rep %d t %d n %d m %a\n", rep, t, n, m);
    }
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%a\n", u[i][j]);
  }
  return 0;
}
