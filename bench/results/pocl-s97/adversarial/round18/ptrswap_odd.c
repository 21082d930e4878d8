/* pointer swap every step on malloc'ed 2-D arrays, odd step counts, region in a step function */
#include <stdio.h>
#include <stdlib.h>

static void step(int n, double (*restrict out)[n], double (*restrict in)[n])
{
  int i, j;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    for (j = 1; j < n - 1; j++)
      out[i][j] = in[i][j] + 0.1 * (in[i - 1][j] + in[i + 1][j] + in[i][j - 1] + in[i][j + 1] - 4.0 * in[i][j]);
}

int main(void)
{
  static const int sz[4] = { 1, 4, 9, 16 };
  static const int ts[4] = { 3, 51, 101, 64 };
  int c, i, j, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double (*p)[n] = malloc(sizeof(double) * n * n);
    double (*q)[n] = malloc(sizeof(double) * n * n);
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) { p[i][j] = (double)((i * 7 + j * 3) % 5); q[i][j] = p[i][j]; }
    for (t = 0; t < ts[c]; t++) {
      double (*tmp)[n];
      step(n, q, p);
      tmp = p; p = q; q = tmp;
    }
    for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a\n", p[i][j]);
    free(p); free(q);
  }
  return 0;
}
