/* in an explicit scope, heavy replayed device nests, and every 5th step a region whose parameters make it run on the host as written ((i + 2) % m with m = 1) */
#include <stdio.h>
#define N 48
static double a[N][N], b[N][N];

static void heavy(int n)
{
  int i, j, k;
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++) {
      double x = a[i][j];
      for (k = 0; k < 150; k++) x = 0.99 * x + 0.001;
      b[i][j] = x;
    }
#pragma bbmm
  for (i = 0; i < n; i++)
    for (j = 0; j < n; j++)
      a[i][j] = b[i][j] + 0.01 * b[(i + 1) % n][j];
}

static void wrapfix(int n, int m)
{
  int i, j;
#pragma bbmm
  for (i = 0; i < m; i++)
    for (j = 0; j < n; j++)
      a[(i + 2) % m][j] = 0.5 * a[(i + 2) % m][j] + 0.5 * b[i][j];
}

int main(void)
{
  int n = N, i, j, t;
  for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = (double)((i ^ j) % 5); b[i][j] = 0.0; }
#pragma bbmm data(a, b)
  for (t = 0; t < 40; t++) {
    heavy(n);
    if (t % 5 == 4) wrapfix(n, 1);
    if (t % 5 == 2) wrapfix(n, 7);
  }
  for (i = 0; i < n; i++) for (j = 0; j < n; j++) printf("%a %a\n", a[i][j], b[i][j]);
  return 0;
}
