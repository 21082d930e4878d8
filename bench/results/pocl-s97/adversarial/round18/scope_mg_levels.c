/* explicit scope: per step a fine 1-D smooth (n), restriction to coarse (n/2), coarse smooth, prolongation back: 4 nests of different lengths, 70 steps */
#include <stdio.h>
#define N 33
static double f[N], g[N], c[N], d[N];

int main(void)
{
  static const int sz[4] = { 3, 5, 17, 33 };
  int k, i, t;
  for (k = 0; k < 4; k++) {
    int n = sz[k], m = (sz[k] + 1) / 2;
    for (i = 0; i < N; i++) { f[i] = (double)(i % 5) - 2.0; g[i] = 0.0; c[i] = 0.0; d[i] = 0.0; }
#pragma bbmm data(f, g, c, d)
    for (t = 0; t < 70; t++) {
#pragma bbmm
      {
        for (i = 1; i < n - 1; i++)
          g[i] = 0.5 * f[i] + 0.25 * (f[i - 1] + f[i + 1]);
        for (i = 1; i < m - 1; i++)
          c[i] = 0.5 * g[2 * i] + 0.25 * (g[2 * i - 1] + g[2 * i + 1]);
        for (i = 1; i < m - 1; i++)
          d[i] = 0.5 * c[i] + 0.25 * (c[i - 1] + c[i + 1]);
        for (i = 1; i < n - 1; i++)
          f[i] = g[i] + 0.1 * (i % 2 == 0 ? d[i / 2] : 0.5 * (d[i / 2] + d[i / 2 + 1]));
      }
    }
    for (i = 0; i < n; i++) printf("%a %a\n", f[i], g[i]);
    for (i = 0; i < m; i++) printf("%a %a\n", c[i], d[i]);
  }
  return 0;
}
