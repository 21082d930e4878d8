/* tridiagonal solver family with size_t sizes and iterators as C99 code writes them: i + 1 < n bounds, back substitution with for (size_t i = n; i-- > 1;), batched over columns */
#include <stdio.h>
#include <stddef.h>
#define M 24
#define NCOL 8
static double a[M][NCOL], b[M][NCOL], cc[M][NCOL], d[M][NCOL], x[M][NCOL];

static void thomas(size_t n, size_t ncol)
{
  double w;
#pragma bbmm
  for (size_t col = 0; col < ncol; col++) {
    for (size_t i = 1; i < n; i++) {
      w = a[i][col] / b[i - 1][col];
      b[i][col] = b[i][col] - w * cc[i - 1][col];
      d[i][col] = d[i][col] - w * d[i - 1][col];
    }
    if (n > 0) x[n - 1][col] = d[n - 1][col] / b[n - 1][col];
    for (size_t i = n; i-- > 1;)
      x[i - 1][col] = (d[i - 1][col] - cc[i - 1][col] * x[i][col]) / b[i - 1][col];
  }
}

static void smooth(size_t n, size_t ncol)
{
#pragma bbmm
  for (size_t i = 1; i + 1 < n; i++)
    for (size_t col = 0; col < ncol; col++)
      d[i][col] = 0.25 * x[i - 1][col] + 0.5 * x[i][col] + 0.25 * x[i + 1][col];
}

int main(void)
{
  static const size_t sz[5] = { 0, 1, 2, 5, 24 };
  size_t c, i, k;
  int it;
  for (c = 0; c < 5; c++) {
    size_t n = sz[c];
    for (i = 0; i < M; i++) for (k = 0; k < NCOL; k++) { a[i][k] = -1.0; b[i][k] = 4.0 + 0.25 * (double)((i + k) % 3); cc[i][k] = -1.0 + 0.125 * (double)(k % 2); d[i][k] = 0.125 * (double)((3 * i + k) % 7); x[i][k] = 0.0; }
    for (it = 0; it < 3; it++) {
      thomas(n, NCOL - it);
      smooth(n, NCOL);
      for (i = 0; i < M; i++) for (k = 0; k < NCOL; k++) { b[i][k] = 4.0 + 0.25 * (double)((i + k) % 3); }
    }
    for (i = 0; i < n; i++) for (k = 0; k < NCOL; k++) printf("%a %a\n", x[i][k], d[i][k]);
  }
  return 0;
}
