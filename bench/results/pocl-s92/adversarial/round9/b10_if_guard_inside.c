/* siblings with affine ifs inside their bodies (every other row, the band around the diagonal), different bounds */
#include <stdio.h>
#define N 24
static double a[N][N], b[N][N], s[N][N];
static void f(int steps, int n, int w)
{
  int t, i, j;
#pragma scop
  for (t = 0; t < steps; t++) {
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        if (i % 2 == 0 || j == 0)
          a[i][j] = a[i][j] + s[i][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        if (j - i <= w && i - j <= w)
          b[i][j] = b[i][j] * 0.5 + s[j][i];
        else
          b[i][j] = -b[i][j];
    for (i = 0; i < n; i++)
      for (j = 0; j < n; j++)
        s[i][j] = (a[i][j] + b[i][j]) * 0.25 + 1.0;
  }
#pragma endscop
}
int main(void)
{
  int n, w, i, j;
  for (n = 0; n <= N; n += (n < 3 ? 1 : 7))
    for (w = 0; w <= 3; w += 3) {
      for (i = 0; i < N; i++) for (j = 0; j < N; j++) { a[i][j] = i - j; b[i][j] = (i * j) % 5; s[i][j] = 0.5 * ((i + j) % 4); }
      f(3, n, w);
      for (i = 0; i < N; i++) for (j = 0; j < N; j++) printf("%d %d %a %a %a\n", n, w, a[i][j], b[i][j], s[i][j]);
    }
  return 0;
}
