/* red-black SOR Poisson 2-D: two colour regions per sweep using (i+j)%2, host adjusts omega from residual history, residual region with max-norm + argmax, while-style convergence via for/break */
#include <stdio.h>
#include <math.h>
#define N 19
static double phi[N][N], f[N][N], res[N][N];

static void sweep(int n, int color, double om)
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      if ((i + j) % 2 == color)
        phi[i][j] = (1.0 - om) * phi[i][j] + om * 0.25 * (phi[i - 1][j] + phi[i + 1][j] + phi[i][j - 1] + phi[i][j + 1] - f[i][j]);
}

static double residual(int n, int *imax, int *jmax)
{
  int i, j, bi = -1, bj = -1;
  double mx = -1.0, r;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      res[i][j] = f[i][j] - (phi[i - 1][j] + phi[i + 1][j] + phi[i][j - 1] + phi[i][j + 1] - 4.0 * phi[i][j]);
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++) {
      r = fabs(res[i][j]);
      if (r > mx) { mx = r; bi = i; bj = j; }
    }
  *imax = bi; *jmax = bj;
  return mx;
}

int main(void)
{
  static const int sz[5] = { 2, 3, 4, 9, 19 };
  int s, i, j, it, bi, bj;
  for (s = 0; s < 5; s++) {
    int n = sz[s];
    double om = 1.5, prev = 1e300, r;
    for (i = 0; i < N; i++) for (j = 0; j < N; j++) { phi[i][j] = 0.0; res[i][j] = 0.0; f[i][j] = ((i * 7 + j * 3) % 10 == 0) ? -1.0 : 0.0; }
    for (it = 0; it < 30; it++) {
      sweep(n, 0, om);
      sweep(n, 1, om);
      r = residual(n, &bi, &bj);
      printf("it %d r %a at %d %d om %a\n", it, r, bi, bj, om);
      if (r < 1e-6) break;
      if (r > 0.9 * prev && om > 1.05) om -= 0.05;
      prev = r;
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", phi[i][j]);
  }
  return 0;
}
