/* scalars assigned inside the region before the loops (n = nx - 1; m = ny / 2;) from globals and struct fields, then read after the region by host code */
#include <stdio.h>
#define MX 15
struct dims { int nx, ny; };
static struct dims D;
static double a[MX][MX], b[MX][MX];
static int gnx;

static int kernel(const struct dims *d)
{
  int i, j, n, m;
#pragma bbmm
  {
    n = gnx - 1;
    m = d->ny / 2;
    for (i = 1; i < n; i++)
      for (j = 0; j <= m; j++)
        b[i][j] = a[i-1][j] + a[i+1][j] + a[i][m - j];
    n = n + m;
  }
  return n * 100 + m;
}

int main(void)
{
  int sz[][2] = { {15, 15}, {1, 1}, {2, 0}, {5, 9}, {14, 3}, {3, 14} };
  int t, i, j;
  for (t = 0; t < 6; t++) {
    for (i = 0; i < MX; i++) for (j = 0; j < MX; j++) { a[i][j] = 0.125 * ((i * 7 + j * 3 + t) % 9); b[i][j] = -1.0; }
    gnx = sz[t][0]; D.nx = sz[t][0]; D.ny = sz[t][1];
    int r = kernel(&D);
    double s = 0.0;
    for (i = 0; i < MX; i++) for (j = 0; j < MX; j++) s += b[i][j] * (1 + (i * j) % 5);
    printf("%d %d %a\n", t, r, s);
  }
  return 0;
}
