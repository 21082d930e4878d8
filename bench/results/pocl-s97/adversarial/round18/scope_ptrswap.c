/* explicit scope around a pointer-swap time loop on malloc'ed arrays (data(p0, p1) names the original buffers), 77 steps */
#include <stdio.h>
#include <stdlib.h>

static void step(int n, double *restrict out, const double *restrict in)
{
  int i;
#pragma bbmm
  for (i = 1; i < n - 1; i++)
    out[i] = in[i] + 0.3 * (in[i - 1] - 2.0 * in[i] + in[i + 1]);
}

int main(void)
{
  static const int sz[4] = { 2, 5, 16, 33 };
  int c, i, t;
  for (c = 0; c < 4; c++) {
    int n = sz[c];
    double *p0 = malloc(n * sizeof(double)), *p1 = malloc(n * sizeof(double));
    double *cur = p0, *nxt = p1;
    for (i = 0; i < n; i++) { p0[i] = (i == n / 2) ? 1.0 : 0.0; p1[i] = p0[i]; }
#pragma bbmm data(p0[0:n], p1[0:n])
    for (t = 0; t < 77; t++) {
      double *tmp;
      step(n, nxt, cur);
      tmp = cur; cur = nxt; nxt = tmp;
    }
    for (i = 0; i < n; i++) printf("%a %a\n", p0[i], p1[i]);
    free(p0); free(p1);
  }
  return 0;
}
